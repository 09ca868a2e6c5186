import { Box, Paper, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Reveal } from './Reveal';
import { GridList } from './GridList';

/** The four facts of SPEC.md §1 and §2 (home's experience section and About Us). */
export const EXPERIENCE_FACTS = [
  {
    title: '15 years of experience',
    text: 'Seasoned hands for every repair, big or small.',
    Icon: WorkspacePremiumOutlinedIcon,
  },
  {
    title: '24/7 Services',
    text: 'Book at any hour, emergencies included.',
    Icon: AccessTimeIcon,
  },
  {
    title: 'Affordable Price',
    text: 'A clear price in taka before the work starts.',
    Icon: SavingsOutlinedIcon,
  },
  {
    title: 'Professional HandyMan',
    text: 'Skilled, courteous providers who tidy up after.',
    Icon: HandymanOutlinedIcon,
  },
] as const;

export function ExperienceFacts({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <GridList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
      {EXPERIENCE_FACTS.map(({ title, text, Icon }, index) => (
        <li key={title}>
          <Reveal delayMs={index * 100}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <Icon fontSize="large" aria-hidden />
              </Box>
              <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 800 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {text}
              </Typography>
            </Paper>
          </Reveal>
        </li>
      ))}
    </GridList>
  );
}
