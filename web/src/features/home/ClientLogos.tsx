import { useState } from 'react';
import { Box, Container, IconButton, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { CLIENT_LOGO_COUNT, CLIENT_LOGO_LOOP_SECONDS } from '@meramot/domain/constants';
import { useI18n } from '../../lib/i18n';
import { CLIENT_LOGOS } from './home-content';
import { SectionHeading } from './SectionHeading';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/**
 * 'Our Valuable Clients': 8 logos on a 20 s loop (the set is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology). It pauses on hover, focus or the
 * pause button; with prefers-reduced-motion it stands still, wrapped.
 */
export function ClientLogos() {
  const [paused, setPaused] = useState(false);
  const { t } = useI18n();
  const logos = CLIENT_LOGOS.slice(0, CLIENT_LOGO_COUNT);
  const row = (copy: boolean) =>
    logos.map((logo) => (
      <Box
        component="li"
        key={`${logo.name}${copy ? '-copy' : ''}`}
        aria-hidden={copy || undefined}
        sx={{ flex: '0 0 auto', px: 3, ...(copy ? { [reducedMotion]: { display: 'none' } } : {}) }}
      >
        <Box
          component="img"
          src={logo.img}
          alt={copy ? '' : t('home.clientLogo', { name: logo.name })}
          loading="lazy"
          sx={{ height: 72, width: 'auto', display: 'block' }}
        />
      </Box>
    ));

  return (
    <Box component="section" aria-labelledby="our-clients" sx={{ py: 8, bgcolor: 'action.hover' }}>
      <Container maxWidth="lg">
        <SectionHeading id="our-clients">{t('home.ourClients')}</SectionHeading>
        <Stack
          direction="row"
          sx={{ justifyContent: 'flex-end', mb: 1, [reducedMotion]: { display: 'none' } }}
        >
          <IconButton
            onClick={() => setPaused((value) => !value)}
            aria-label={t(paused ? 'home.playClientLogos' : 'home.pauseClientLogos')}
          >
            {paused ? <PlayArrowRoundedIcon aria-hidden /> : <PauseRoundedIcon aria-hidden />}
          </IconButton>
        </Stack>
        <Box sx={{ overflow: 'hidden', bgcolor: '#fff', borderRadius: 2, py: 2 }}>
          <Box
            component="ul"
            data-testid="client-logo-track"
            data-paused={paused ? 'true' : 'false'}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              width: 'max-content',
              animation: `${scroll} ${CLIENT_LOGO_LOOP_SECONDS}s linear infinite`,
              animationPlayState: paused ? 'paused' : 'running',
              '&:hover, &:focus-within': { animationPlayState: 'paused' },
              [reducedMotion]: {
                animation: 'none',
                width: 'auto',
                flexWrap: 'wrap',
                justifyContent: 'center',
                rowGap: 2,
              },
            }}
          >
            {row(false)}
            {row(true)}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
