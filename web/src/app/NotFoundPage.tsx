import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { useI18n } from '../lib/i18n';

/** Any unknown route (docs/product.md §2): title 'Page Not Founded', the text and a link home. */
export default function NotFoundPage() {
  const { t, formatNumber } = useI18n();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '6rem', md: '8rem' },
          fontWeight: 900,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.85,
        }}
      >
        {formatNumber(404)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 2 }}>
        {t('empty.notFound')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2 }}>{t('notFound.text')}</Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        size="large"
        startIcon={<HomeOutlinedIcon aria-hidden />}
        sx={{ mt: 4 }}
      >
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
