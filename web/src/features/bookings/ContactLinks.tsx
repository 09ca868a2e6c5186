/**
 * How to reach the other party of a booking (issue 13, "who to call"): the number as a tel: link
 * and a WhatsApp link (wa.me takes the international form), and the email as a mailto: link, each
 * named for screen readers by what it does and whom it reaches.
 */
import { Link, Stack, Typography } from '@mui/material';
import { internationalBdMobile } from '@meramot/domain/mobile-number';
import { useI18n } from '../../lib/i18n';

interface ContactLinksProps {
  /** Whom the links reach, for their accessible names. */
  name: string;
  /** Absent on bookings made before numbers, or while the provider has none. */
  phone?: string;
  email: string;
}

export function ContactLinks({ name, phone, email }: ContactLinksProps) {
  const { t } = useI18n();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}
    >
      {phone && (
        <>
          <Link
            href={`tel:${phone}`}
            aria-label={t('contact.call', { name, phone })}
            variant="body2"
          >
            {phone}
          </Link>
          <Link
            href={`https://wa.me/${internationalBdMobile(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('contact.whatsapp', { name, phone })}
            variant="body2"
          >
            {t('contact.whatsappLink')}
          </Link>
        </>
      )}
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${email}`} aria-label={t('contact.email', { name, email })}>
          {email}
        </Link>
      </Typography>
    </Stack>
  );
}
