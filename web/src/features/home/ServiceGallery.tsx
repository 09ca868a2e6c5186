import { Box, Container } from '@mui/material';
import { GALLERY_IMAGE_COUNT } from '@meramot/domain/constants';
import { Reveal } from '../../components/Reveal';
import { useI18n } from '../../lib/i18n';
import { GALLERY } from './home-content';
import { SectionHeading } from './SectionHeading';
import { GridList } from '../../components/GridList';

/** docs/product.md §1's nine-image 'Service Gallery'. */
export function ServiceGallery() {
  const { t } = useI18n();
  return (
    <Container component="section" aria-labelledby="service-gallery" maxWidth="lg" sx={{ py: 8 }}>
      <SectionHeading id="service-gallery">{t('home.serviceGallery')}</SectionHeading>
      <GridList columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap={2}>
        {GALLERY.slice(0, GALLERY_IMAGE_COUNT).map((image, index) => (
          <li key={image.img}>
            <Reveal delayMs={(index % 3) * 80}>
              <Box
                component="img"
                src={image.img}
                alt={t(image.alt)}
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 2,
                  transition: 'transform 300ms ease',
                  '@media (hover: hover)': { '&:hover': { transform: 'scale(1.03)' } },
                }}
              />
            </Reveal>
          </li>
        ))}
      </GridList>
    </Container>
  );
}
