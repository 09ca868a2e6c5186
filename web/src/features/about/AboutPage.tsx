import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardMedia, Container, Paper, Typography } from '@mui/material';
import { ExperienceFacts } from '../../components/ExperienceFacts';
import { Reveal } from '../../components/Reveal';
import { TEAM } from './team';
import { GridList } from '../../components/GridList';
import { useI18n } from '../../lib/i18n';

export interface AboutPageProps {
  /** The free appointment form; the app composes it in from the appointments feature. */
  appointmentForm?: ReactNode;
}

/** docs/product.md §2 About Us: the four facts, the team and the free appointment form. */
export default function AboutPage({ appointmentForm }: AboutPageProps) {
  const { t } = useI18n();
  return (
    <>
      <Box
        sx={{
          backgroundImage: 'url(/images/home/banner.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          color: '#fff',
          py: { xs: 6, md: 9 },
          textAlign: 'center',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {t('about.title')}
        </Typography>
      </Box>

      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <Box
            component="img"
            src="/images/home/about.svg"
            alt={t('about.imageAlt')}
            sx={{ width: '100%', borderRadius: 3 }}
          />
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              {t('about.heading')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
              {t('about.text')}
            </Typography>
          </Box>
        </Box>
      </Container>

      <Container component="section" aria-labelledby="why-us" maxWidth="lg" sx={{ pb: 8 }}>
        <Typography
          id="why-us"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}
        >
          {t('about.whyChooseUs')}
        </Typography>
        <ExperienceFacts />
      </Container>

      <Box component="section" aria-labelledby="our-team" sx={{ py: 8, bgcolor: 'action.hover' }}>
        <Container maxWidth="lg">
          <Typography
            id="our-team"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}
          >
            {t('about.ourTeam')}
          </Typography>
          <GridList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
            {TEAM.map((member, index) => (
              <li key={member.n}>
                <Reveal delayMs={index * 100}>
                  <Card variant="outlined" sx={{ textAlign: 'center', height: '100%' }}>
                    <CardMedia
                      component="img"
                      image={member.img}
                      alt={t('about.portrait', { name: t(`about.team.${member.n}.name`) })}
                      loading="lazy"
                      sx={{ aspectRatio: '1 / 1' }}
                    />
                    <CardContent>
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
                        {t(`about.team.${member.n}.name`)}
                      </Typography>
                      <Typography sx={{ color: 'text.secondary' }}>
                        {t(`about.team.${member.n}.role`)}
                      </Typography>
                    </CardContent>
                  </Card>
                </Reveal>
              </li>
            ))}
          </GridList>
        </Container>
      </Box>

      {appointmentForm && (
        <Container
          component="section"
          aria-labelledby="free-appointment"
          maxWidth="md"
          sx={{ py: 8 }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
            <Typography id="free-appointment" variant="h4" component="h2" sx={{ fontWeight: 800 }}>
              {t('about.freeAppointment')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>
              {t('about.freeAppointmentText')}
            </Typography>
            {appointmentForm}
          </Paper>
        </Container>
      )}
    </>
  );
}
