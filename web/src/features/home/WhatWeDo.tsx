import { Box, Card, CardContent, CardMedia, Container, Typography } from '@mui/material';
import { Reveal } from '../../components/Reveal';
import { WHAT_WE_DO } from './home-content';
import { SectionHeading } from './SectionHeading';
import { GridList } from '../../components/GridList';

export function WhatWeDo() {
  return (
    <Box component="section" aria-labelledby="what-we-do" sx={{ py: 8, bgcolor: 'action.hover' }}>
      <Container maxWidth="lg">
        <SectionHeading id="what-we-do">What We Do</SectionHeading>
        <GridList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}>
          {WHAT_WE_DO.map((item, index) => (
            <li key={item.title}>
              <Reveal delayMs={(index % 3) * 100}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardMedia
                    component="img"
                    image={item.img}
                    alt=""
                    loading="lazy"
                    sx={{ aspectRatio: '400 / 260' }}
                  />
                  <CardContent>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
                      {item.title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {item.text}
                    </Typography>
                  </CardContent>
                </Card>
              </Reveal>
            </li>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
