import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, Box, Button, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '../../lib/i18n';

interface AuthLayoutProps {
  title: string;
  intro: string;
  /** The form's fields. */
  children: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitDisabled: boolean;
  /** A plain-words failure shown above the submit button, dismissible. */
  problem: string | null;
  onDismissProblem: () => void;
  /** The link to the other account screen, e.g. "New to Meramot?" Register. */
  switchPrompt: string;
  switchTo: '/login' | '/register';
  switchLabel: string;
  /** The Google option under the form. */
  alternative: ReactNode;
  /** "Continue with mobile number", above the e-mail form (issue 22). */
  phone: ReactNode;
  /**
   * The phone sign-in's last step (a new account's name) is under way: it is shown alone, since
   * the account exists and the e-mail form's own Name would ask twice.
   */
  phoneOnly?: boolean;
}

/**
 * The card both account screens sit in: a heading, the mobile number sign-in first, the form with its submit button and the link
 * to the other screen (which keeps the remembered path), then the Google option.
 */
export function AuthLayout({
  title,
  intro,
  children,
  onSubmit,
  submitDisabled,
  problem,
  onDismissProblem,
  switchPrompt,
  switchTo,
  switchLabel,
  alternative,
  phone,
  phoneOnly = false,
}: AuthLayoutProps) {
  const location = useLocation();
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
          {intro}
        </Typography>
        {/* The phone step keeps its place in the tree, so its state survives phoneOnly. */}
        {!phoneOnly && (
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('phoneAuth.continue')}
          </Typography>
        )}
        {phone}
        {!phoneOnly && (
          <>
            <Divider sx={{ my: 3 }}>{t('phoneAuth.orEmail')}</Divider>
            <form noValidate onSubmit={onSubmit} aria-label={title}>
              <Stack spacing={2.5}>
                {children}
                {problem && (
                  <Alert severity="error" onClose={onDismissProblem}>
                    {problem}
                  </Alert>
                )}
                <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
                  {title}
                </Button>
                <Typography sx={{ textAlign: 'center' }}>
                  {switchPrompt}{' '}
                  <Link component={RouterLink} to={switchTo} state={location.state}>
                    {switchLabel}
                  </Link>
                </Typography>
              </Stack>
            </form>
            <Divider sx={{ my: 3 }}>{t('auth.or')}</Divider>
            {alternative}
          </>
        )}
      </Paper>
    </Box>
  );
}
