import { Box, Paper, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Reveal } from './Reveal';
import { GridList } from './GridList';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../lib/i18n';

/** The four facts of docs/product.md §1 and §2 (home's experience section and About Us). */
export const EXPERIENCE_FACTS: readonly {
  title: MessageKey;
  text: MessageKey;
  Icon: typeof AccessTimeIcon;
}[] = [
  {
    title: 'facts.experience.title',
    text: 'facts.experience.text',
    Icon: WorkspacePremiumOutlinedIcon,
  },
  {
    title: 'facts.allHours.title',
    text: 'facts.allHours.text',
    Icon: AccessTimeIcon,
  },
  {
    title: 'facts.price.title',
    text: 'facts.price.text',
    Icon: SavingsOutlinedIcon,
  },
  {
    title: 'facts.handyman.title',
    text: 'facts.handyman.text',
    Icon: HandymanOutlinedIcon,
  },
];

export function ExperienceFacts({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useI18n();
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
                {t(title)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {t(text)}
              </Typography>
            </Paper>
          </Reveal>
        </li>
      ))}
    </GridList>
  );
}
