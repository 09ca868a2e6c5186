import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import { HERO_TEXT } from './home-content';

/** The hero banner: SPEC.md §1's text and 'See All Services'. */
export function Hero() {
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
        alt="A bright living room being renovated: a freshly painted wall, a ladder, a paint roller, a sofa and a toolbox"
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
            {HERO_TEXT}
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: '1.1rem', opacity: 0.9 }}>
            Electricians, plumbers, cleaners and painters near you, booked in minutes.
          </Typography>
          <Button
            component={RouterLink}
            to="/services"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ mt: 4, px: 4, py: 1.5, fontWeight: 700 }}
          >
            See All Services
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
