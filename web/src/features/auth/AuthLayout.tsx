import type { ReactNode } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';

/** The card both account screens sit in: a heading, the form, then the Google option. */
export function AuthLayout({
  title,
  intro,
  children,
  alternative,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  alternative: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
          {intro}
        </Typography>
        {children}
        <Divider sx={{ my: 3 }}>or</Divider>
        {alternative}
      </Paper>
    </Box>
  );
}
