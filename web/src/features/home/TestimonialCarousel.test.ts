import type { KeenSliderInstance } from 'keen-slider/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselOptions, createAutoplay } from './TestimonialCarousel';

type Handler = () => void;

/** Just enough of a keen-slider instance to drive the autoplay plugin. */
function fakeSlider() {
  const handlers = new Map<string, Handler[]>();
  const container = document.createElement('div');
  const instance = {
    container,
    next: vi.fn(),
    on: (event: string, handler: Handler) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { instance, container, emit };
}

describe('carouselOptions', () => {
  it('animates for 1000 ms, or not at all with reduced motion', () => {
    expect(carouselOptions(false).defaultAnimation).toEqual({ duration: 1000 });
    expect(carouselOptions(true).defaultAnimation).toEqual({ duration: 0 });
    expect(carouselOptions(true).loop).toBe(true);
  });
});

describe('autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(paused = false) {
    const slider = fakeSlider();
    const autoplay = createAutoplay(8000, paused);
    autoplay.plugin(slider.instance as unknown as KeenSliderInstance);
    slider.emit('created');
    return { ...slider, setPaused: autoplay.setPaused };
  }

  it('advances every 8000 ms', () => {
    const { instance, emit } = start();
    vi.advanceTimersByTime(7999);
    expect(instance.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(instance.next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    vi.advanceTimersByTime(8000);
    expect(instance.next).toHaveBeenCalledTimes(2);
  });

  it('holds while hovered or focused and resumes after', () => {
    const { instance, container } = start();
    container.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(instance.next).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('mouseleave'));
    container.dispatchEvent(new Event('focusin'));
    vi.advanceTimersByTime(20_000);
    expect(instance.next).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('focusout'));
    vi.advanceTimersByTime(8000);
    expect(instance.next).toHaveBeenCalledTimes(1);
  });

  it('does not advance while paused, resumes when played, and stops when destroyed', () => {
    const paused = start(true);
    vi.advanceTimersByTime(20_000);
    expect(paused.instance.next).not.toHaveBeenCalled();
    paused.setPaused(false);
    vi.advanceTimersByTime(8000);
    expect(paused.instance.next).toHaveBeenCalledTimes(1);

    const running = start();
    running.emit('destroyed');
    vi.advanceTimersByTime(20_000);
    expect(running.instance.next).not.toHaveBeenCalled();
  });
});
