import { Alert, Typography } from '@mui/material';
import type { Service } from '@meramot/domain/entities';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { Spinner } from '../../components/Spinner';
import { ServiceCard } from './ServiceCard';
import type { Loadable } from './use-services';
import { GridList } from '../../components/GridList';

export const SERVICES_ERROR_TEXT =
  'We could not load the services. Check your connection and try again.';

interface ServiceListProps {
  state: Loadable<Service[]>;
  headingLevel?: 'h2' | 'h3';
  /** What the spinner announces. */
  loadingLabel?: string;
}

/**
 * The two-column grid of cards (one column on phones) with the spec's states: a spinner while
 * loading, 'No Service Available' when empty. SPEC.md §8 keeps the list (or the empty text) when
 * a fetch fails; the message is shown above it.
 */
export function ServiceList({ state, headingLevel = 'h2', loadingLabel }: ServiceListProps) {
  if (state.status === 'loading') return <Spinner label={loadingLabel ?? 'Loading services'} />;
  const services = state.data ?? [];
  return (
    <>
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {SERVICES_ERROR_TEXT}
        </Alert>
      )}
      {services.length === 0 ? (
        <Typography
          component="p"
          variant="h6"
          sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}
        >
          {EMPTY_STATES.services}
        </Typography>
      ) : (
        <GridList columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}>
          {services.map((service) => (
            <li key={service._id}>
              <ServiceCard service={service} headingLevel={headingLevel} />
            </li>
          ))}
        </GridList>
      )}
    </>
  );
}
