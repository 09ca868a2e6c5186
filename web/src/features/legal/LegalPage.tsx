/**
 * /privacy and /terms: the privacy policy and the terms of use in the reader's language, with
 * the version a person accepts on signing up (LEGAL_VERSION, domain/src/legal.ts).
 */
import { Link as RouterLink } from 'react-router-dom';
import { Container, Link, Typography } from '@mui/material';
import { LEGAL_VERSION } from '@meramot/domain/legal';
import { useI18n } from '../../lib/i18n';
import { LEGAL_TEXT } from './legal-text';
import type { LegalKind } from './legal-text';

export interface LegalPageProps {
  kind: LegalKind;
  /** Where to write about one's data (the footer's contact). */
  contactEmail: string;
}

/** A paragraph with each `{email}` a mailto link. */
function Paragraph({ text, email }: { text: string; email: string }) {
  const parts = text.split('{email}');
  return (
    <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && <Link href={`mailto:${email}`}>{email}</Link>}
        </span>
      ))}
    </Typography>
  );
}

export default function LegalPage({ kind, contactEmail }: LegalPageProps) {
  const { t, language, dateLocale } = useI18n();
  const text = LEGAL_TEXT[language][kind];
  const version = new Date(`${LEGAL_VERSION}T00:00:00Z`).toLocaleDateString(dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const other = kind === 'privacy' ? 'terms' : 'privacy';
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('legal.version', { date: version })}
      </Typography>
      <Paragraph text={text.intro} email={contactEmail} />
      {text.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 40)} text={paragraph} email={contactEmail} />
          ))}
        </section>
      ))}
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={`/${other}`}>
          {LEGAL_TEXT[language][other].title}
        </Link>
      </Typography>
    </Container>
  );
}
