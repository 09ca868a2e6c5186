import { Alert, Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { Service } from '@meramot/domain/entities';
import { GridList } from '../../components/GridList';
import { useI18n } from '../../lib/i18n';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
import type { Loadable } from './use-services';

/** Cards a loading list shows in place of the services: a phone screen's worth and more. */
export const SKELETON_CARDS = 6;

const COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' };

/** The two-column grid of cards (one column on phones). */
export function ServiceGrid({
  services,
  headingLevel = 'h2',
}: {
  services: Service[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <GridList columns={COLUMNS}>
      {services.map((service) => (
        // A card out of view is not styled, laid out or painted until it scrolls near: a page of
        // 24 costs a phone little more than the cards it shows. Only its height is guessed (the
        // grid gives the width; a guessed width would widen a phone's column).
        <Box
          component="li"
          key={service._id}
          sx={{ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 440px' }}
        >
          <ServiceCard service={service} headingLevel={headingLevel} />
        </Box>
      ))}
    </GridList>
  );
}

/** Card-sized placeholders while loading, so the footer does not jump when the cards arrive. */
export function ServiceGridSkeleton({
  label,
  count = SKELETON_CARDS,
}: {
  label: string;
  count?: number;
}) {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <GridList columns={COLUMNS}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ServiceCardSkeleton />
          </li>
        ))}
      </GridList>
    </Box>
  );
}

/** docs/product.md's empty text of a service list, 'No Service Available'. */
export function NoServices() {
  const { t } = useI18n();
  return (
    <Typography
      component="p"
      variant="h6"
      sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}
    >
      {t('empty.services')}
    </Typography>
  );
}

interface ServiceListProps {
  state: Loadable<Service[]>;
  headingLevel?: 'h2' | 'h3';
  /** What the loading placeholder announces. */
  loadingLabel?: string;
}

/**
 * A list of services with the spec's states: placeholders while loading, 'No Service Available'
 * when empty. docs/product.md §8 keeps the list (or the empty text) when a fetch fails; the message is
 * shown above it.
 */
export function ServiceList({ state, headingLevel = 'h2', loadingLabel }: ServiceListProps) {
  const { t } = useI18n();
  if (state.status === 'loading') {
    return <ServiceGridSkeleton label={loadingLabel ?? t('services.loading')} />;
  }
  const services = state.data ?? [];
  return (
    <>
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('services.loadFailed')}
        </Alert>
      )}
      {services.length === 0 ? (
        <NoServices />
      ) : (
        <ServiceGrid services={services} headingLevel={headingLevel} />
      )}
    </>
  );
}
