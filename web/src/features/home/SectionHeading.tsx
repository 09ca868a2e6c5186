import { Typography } from '@mui/material';

export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography
      id={id}
      variant="h4"
      component="h2"
      sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}
    >
      {children}
    </Typography>
  );
}
