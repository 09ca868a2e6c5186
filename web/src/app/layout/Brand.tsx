import { Link as RouterLink } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useI18n } from '../../lib/i18n';

/** The logo mark and name; a link to / (docs/product.md §2: clicking the logo goes to /). */
export function Brand({ size = 36 }: { size?: number }) {
  const { t } = useI18n();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={size} height={size} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, lineHeight: 1 }}>
        {t('brand.name')}
      </Typography>
    </Box>
  );
}
