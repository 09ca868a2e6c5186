import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Container,
  Typography,
} from '@mui/material';
import { catalogueSearchParams } from '@meramot/domain/catalogue';
import { Reveal } from '../../components/Reveal';
import { useI18n } from '../../lib/i18n';
import { WHAT_WE_DO } from './home-content';
import { SectionHeading } from './SectionHeading';
import { GridList } from '../../components/GridList';

/** Each tile is a link to All Services filtered to its category. */
export function WhatWeDo() {
  const { t } = useI18n();
  return (
    <Box component="section" aria-labelledby="what-we-do" sx={{ py: 8, bgcolor: 'action.hover' }}>
      <Container maxWidth="lg">
        <SectionHeading id="what-we-do">{t('home.whatWeDo')}</SectionHeading>
        <GridList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}>
          {WHAT_WE_DO.map((item, index) => (
            <li key={item.id}>
              <Reveal delayMs={(index % 3) * 100}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={`/services?${catalogueSearchParams({ category: item.category })}`}
                    sx={{ height: '100%' }}
                  >
                    <CardMedia
                      component="img"
                      image={item.img}
                      alt=""
                      loading="lazy"
                      width={400}
                      height={260}
                      sx={{ aspectRatio: '400 / 260', height: 'auto' }}
                    />
                    <CardContent>
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
                        {t(`home.whatWeDo.${item.id}.title`)}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {t(`home.whatWeDo.${item.id}.text`)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Reveal>
            </li>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
