import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import { NUMBER_LOCALES, useI18n } from '../../lib/i18n';
import { Brand } from './Brand';
import {
  FOOTER_CONTACT,
  FOOTER_SERVICES,
  FOOTER_SOCIAL,
  LEGAL_LINKS,
  USE_LINKS,
} from './footer-content';

const headingSx = { fontWeight: 700, mb: 2, fontSize: '1.05rem' } as const;

/** docs/product.md §1's footer, on every page. */
export function Footer() {
  const { t, language, digits } = useI18n();
  const year = new Intl.NumberFormat(NUMBER_LOCALES[language], { useGrouping: false }).format(
    new Date().getFullYear(),
  );
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'grey.900', color: 'grey.300', pt: 7, pb: 3, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.3fr' },
          }}
        >
          <Box>
            <Box sx={{ color: '#fff', mb: 2 }}>
              <Brand />
            </Box>
            <Typography component="h2" sx={{ ...headingSx, color: '#fff' }}>
              {t('footer.aboutUs')}
            </Typography>
            <Typography variant="body2" sx={{ lineHeight: 1.8 }}>
              {t('footer.about')}
            </Typography>
          </Box>
          <Box>
            <Typography component="h2" sx={{ ...headingSx, color: '#fff' }}>
              {t('footer.services')}
            </Typography>
            <Stack component="ul" spacing={1.2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_SERVICES.map((service) => (
                <Typography component="li" variant="body2" key={service}>
                  {t(service)}
                </Typography>
              ))}
            </Stack>
          </Box>
          <Box component="nav" aria-labelledby="footer-use-links">
            <Typography id="footer-use-links" component="h2" sx={{ ...headingSx, color: '#fff' }}>
              {t('footer.useLinks')}
            </Typography>
            <Stack component="ul" spacing={1.2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {USE_LINKS.map((item) => (
                <Typography component="li" variant="body2" key={item.to}>
                  <Link component={RouterLink} to={item.to} color="inherit" underline="hover">
                    {t(item.label)}
                  </Link>
                </Typography>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography component="h2" sx={{ ...headingSx, color: '#fff' }}>
              {t('footer.address')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Stack spacing={1.2}>
                {FOOTER_CONTACT.phones.map((phone) => (
                  <Typography variant="body2" key={phone}>
                    {t('footer.phone')}{' '}
                    <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} color="inherit">
                      {digits(phone)}
                    </Link>
                  </Typography>
                ))}
                <Typography variant="body2">
                  {t('footer.email')}{' '}
                  <Link href={`mailto:${FOOTER_CONTACT.email}`} color="inherit">
                    {FOOTER_CONTACT.email}
                  </Link>
                </Typography>
                <Typography variant="body2">{t('footer.street')}</Typography>
              </Stack>
            </Box>
          </Box>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'grey.800',
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">{t('footer.copyright', { year })}</Typography>
          <Stack
            component="nav"
            aria-label={t('footer.legal')}
            direction="row"
            spacing={2}
            sx={{ typography: 'body2' }}
          >
            {LEGAL_LINKS.map((item) => (
              <Link
                key={item.to}
                component={RouterLink}
                to={item.to}
                color="inherit"
                underline="hover"
              >
                {t(item.label)}
              </Link>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <IconButton
              component="a"
              href={FOOTER_SOCIAL.facebook}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.facebook')}
              sx={{ color: 'inherit' }}
            >
              <FacebookIcon aria-hidden />
            </IconButton>
            <IconButton
              component="a"
              href={FOOTER_SOCIAL.github}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.github')}
              sx={{ color: 'inherit' }}
            >
              <GitHubIcon aria-hidden />
            </IconButton>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
