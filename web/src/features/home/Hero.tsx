import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import { useI18n } from '../../lib/i18n';

/** The hero banner: docs/product.md §1's text and 'See All Services'. */
export function Hero() {
  const { t } = useI18n();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 460, md: 560 },
        display: 'flex',
      }}
    >
      <Box
        component="img"
        src="/images/home/hero.svg"
        alt={t('home.heroImageAlt')}
        fetchPriority="high"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          objectPosition: { xs: '75% center', md: 'right center' },
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: 'rgba(4, 47, 46, 0.78)',
            md: 'linear-gradient(90deg, rgba(4,47,46,0.92) 0%, rgba(4,47,46,0.75) 45%, rgba(4,47,46,0) 75%)',
          },
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <Box sx={{ maxWidth: 620, color: '#fff', py: 8 }}>
          <Typography
            id="hero-title"
            variant="h2"
            component="h1"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '2.1rem', sm: '2.8rem', md: '3.4rem' },
              lineHeight: 1.15,
            }}
          >
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: '1.1rem', opacity: 0.9 }}>
            {t('home.heroText')}
          </Typography>
          <Button
            component={RouterLink}
            to="/services"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ mt: 4, px: 4, py: 1.5, fontWeight: 700 }}
          >
            {t('home.seeAllServices')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
