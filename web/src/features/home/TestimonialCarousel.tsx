import { useEffect, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react';
import type { KeenSliderOptions, KeenSliderPlugin } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { TESTIMONIAL_CAROUSEL } from '@meramot/domain/constants';
import type { Testimonial } from '@meramot/domain/entities';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { useReducedMotion } from '../../components/use-reduced-motion';
import { useI18n } from '../../lib/i18n';
import { testimonialText } from './site-testimonials';

/** docs/product.md §9's carousel options: loop, 1 / 2 / 3 per view at 0 / 620 / 1024 px, spacing 13. */
export function carouselOptions(reducedMotion: boolean): KeenSliderOptions {
  const { slidesPerView, spacing, breakpoints, animationMs } = TESTIMONIAL_CAROUSEL;
  return {
    loop: true,
    slides: { perView: slidesPerView, spacing },
    breakpoints: Object.fromEntries(
      breakpoints.map((point) => [
        `(min-width: ${point.minWidthPx}px)`,
        { slides: { perView: point.slidesPerView, spacing } },
      ]),
    ),
    defaultAnimation: { duration: reducedMotion ? 0 : animationMs },
  };
}

/**
 * The carousel's auto-advance: every `intervalMs` unless paused (the pause button, or reduced
 * motion) or held (hovered or focused, so it can be read and operated); it restarts after each
 * move.
 */
export function createAutoplay(intervalMs: number, initiallyPaused: boolean) {
  let paused = initiallyPaused;
  let reschedule: (() => void) | undefined;
  const plugin: KeenSliderPlugin = (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let holding = false;
    const clear = () => clearTimeout(timer);
    const schedule = () => {
      clear();
      if (holding || paused) return;
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    const hold = () => {
      holding = true;
      clear();
    };
    const release = () => {
      holding = false;
      schedule();
    };
    slider.on('created', () => {
      const container = slider.container;
      container.addEventListener('mouseenter', hold);
      container.addEventListener('mouseleave', release);
      container.addEventListener('focusin', hold);
      container.addEventListener('focusout', release);
      reschedule = schedule;
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', clear);
  };
  return {
    plugin,
    setPaused(value: boolean) {
      paused = value;
      reschedule?.();
    },
  };
}

function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  const { maxRating } = TESTIMONIAL_CAROUSEL;
  const value = Math.max(0, Math.min(maxRating, Math.round(rating)));
  return (
    <Box
      role="img"
      aria-label={t('rating.stars', { value, max: maxRating })}
      sx={{ display: 'flex', color: '#f59e0b' }}
    >
      {Array.from({ length: maxRating }, (_, i) =>
        i < value ? (
          <StarRoundedIcon key={i} fontSize="small" aria-hidden />
        ) : (
          <StarBorderRoundedIcon key={i} fontSize="small" aria-hidden />
        ),
      )}
    </Box>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const reducedMotion = useReducedMotion();
  const { t, formatNumber } = useI18n();
  // Reduced motion: nothing moves by itself (it can still be moved with the buttons).
  const [paused, setPaused] = useState(reducedMotion);
  const [autoplay] = useState(() =>
    createAutoplay(TESTIMONIAL_CAROUSEL.autoAdvanceMs, reducedMotion),
  );
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(carouselOptions(reducedMotion), [
    autoplay.plugin,
  ]);

  useEffect(() => autoplay.setPaused(paused), [autoplay, paused]);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={t('home.testimonialsRegion')}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <IconButton
          onClick={() => setPaused((value) => !value)}
          aria-label={t(paused ? 'home.playTestimonials' : 'home.pauseTestimonials')}
        >
          {paused ? <PlayArrowRoundedIcon aria-hidden /> : <PauseRoundedIcon aria-hidden />}
        </IconButton>
        <IconButton
          onClick={() => slider.current?.prev()}
          aria-label={t('home.previousTestimonial')}
        >
          <ChevronLeftIcon aria-hidden />
        </IconButton>
        <IconButton onClick={() => slider.current?.next()} aria-label={t('home.nextTestimonial')}>
          <ChevronRightIcon aria-hidden />
        </IconButton>
      </Stack>
      <div ref={sliderRef} className="keen-slider" aria-live={paused ? 'polite' : 'off'}>
        {testimonials.map((testimonial, index) => {
          const { name, description } = testimonialText(testimonial, t);
          return (
            <Box
              key={`${testimonial.name}-${index}`}
              className="keen-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', {
                index: formatNumber(index + 1),
                total: formatNumber(testimonials.length),
              })}
              sx={{ py: 1 }}
            >
              <Paper
                variant="outlined"
                sx={{ p: 3, height: '100%', position: 'relative', overflowWrap: 'anywhere' }}
              >
                <FormatQuoteIcon
                  aria-hidden
                  sx={{ position: 'absolute', top: 12, right: 12, fontSize: 40, opacity: 0.15 }}
                />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <PhotoAvatar src={testimonial.img} alt={name} sx={{ width: 56, height: 56 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="p" sx={{ fontWeight: 700 }}>
                      {name}
                    </Typography>
                    <Stars rating={testimonial.rating} />
                  </Box>
                </Stack>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', mt: 2, lineHeight: 1.7 }}
                >
                  {description}
                </Typography>
              </Paper>
            </Box>
          );
        })}
      </div>
    </Box>
  );
}
