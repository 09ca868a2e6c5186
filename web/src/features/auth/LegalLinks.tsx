/**
 * The privacy policy and terms, linked where a person accepts them (Register's tick, the phone
 * sign-in's notice). They open in a new tab, so a half-filled form or a code on its way is kept.
 */
import { Link } from '@mui/material';
import { useI18n } from '../../lib/i18n';

export function LegalLinks() {
  const { t } = useI18n();
  const links = [
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
  ];
  return (
    <>
      {links.map(({ to, label }, i) => (
        <span key={to}>
          {i > 0 && ' · '}
          <Link
            href={to}
            target="_blank"
            rel="noopener"
            aria-label={`${label} ${t('legal.opensInNewTab')}`}
          >
            {label}
          </Link>
        </span>
      ))}
    </>
  );
}
