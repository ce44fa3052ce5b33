/**
 * Framework-free enhancers of the server-rendered carousels (so the article
 * page ships no React before interaction). Timer logic: createRotation.
 *   related-resources  [data-related-resources] (RelatedResources.astro)
 *   home carousels     [data-carousel] (HomeCarousel.astro)
 */
import { carouselCounter } from '#core/format/carousel.ts';
import { carousel as en } from '#core/i18n/en/widgets/carousel.ts';
import { carousel as hi } from '#core/i18n/hi/widgets/carousel.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import { FADE_IN_MS, HOME_ROTATION_MS, RELATED_ROTATION_MS } from '#core/constants.ts';
import { createRotation, prefersReducedMotion, type Rotation } from './rotation';
import './carousel.css';

/** The indicator's titles in English (the page's language is read when shown). */
export const ROTATING_TITLE = en.rotating;
export const PAUSED_TITLE = en.paused;

function scrollToSlide(track: HTMLElement | null, slide: HTMLElement | undefined, reduced: boolean) {
  if (!track || !slide || track.scrollWidth <= track.clientWidth) return;
  track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
}

function fadeIn(el: Element | undefined, reduced: boolean) {
  if (!el || reduced || typeof (el as HTMLElement).animate !== 'function') return;
  (el as HTMLElement).animate([{ opacity: 0.4 }, { opacity: 1 }], { duration: FADE_IN_MS, easing: 'ease-out' });
}

function hoverPause(el: HTMLElement, rotation: Rotation, onChange?: (paused: boolean) => void) {
  el.addEventListener('pointerenter', () => {
    rotation.pause();
    onChange?.(true);
  });
  el.addEventListener('pointerleave', () => {
    rotation.resume();
    onChange?.(false);
  });
}

export function enhanceRelated(el: HTMLElement, reduced = prefersReducedMotion()): Rotation {
  const slides = Array.from(el.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const count = slides.length;
  const track = el.querySelector<HTMLElement>('[data-carousel-track]');
  const counter = el.querySelector<HTMLElement>('[data-carousel-counter]');
  const dots = Array.from(el.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]'));
  const indicator = el.querySelector<HTMLElement>('[data-rotation-indicator]');
  const prev = el.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = el.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const interval = Number(el.dataset.interval) || RELATED_ROTATION_MS;
  const autoRotate = el.dataset.autoRotate !== 'false';

  const show = (i: number) => {
    if (counter) counter.textContent = carouselCounter(i, count);
    dots.forEach((d, n) => (n === i ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current')));
    slides.forEach((s, n) => s.toggleAttribute('data-current', n === i));
    scrollToSlide(track, slides[i], reduced);
    fadeIn(slides[i]?.firstElementChild ?? undefined, reduced);
  };
  const rotation = createRotation({ count, interval, autoRotate, reducedMotion: reduced, onChange: show });
  const setIndicator = (paused: boolean) => {
    if (!indicator) return;
    indicator.toggleAttribute('data-paused', paused);
    const t = pick(documentLocale(), { en, hi });
    indicator.title = paused ? t.paused : t.rotating;
  };
  if (indicator && !rotation.running) indicator.hidden = true;
  else setIndicator(false);
  if (count > 1) {
    for (const b of [prev, next, ...dots]) if (b) b.disabled = false;
    prev?.addEventListener('click', () => rotation.prev());
    next?.addEventListener('click', () => rotation.next());
    dots.forEach((d, n) => d.addEventListener('click', () => rotation.goTo(n)));
  }
  if (rotation.running) hoverPause(el, rotation, setIndicator);
  el.dataset.enhanced = 'true';
  fadeIn(el.querySelector('[data-carousel-viewport]') ?? undefined, reduced);
  show(0);
  return rotation;
}

export function enhanceHome(el: HTMLElement, reduced = prefersReducedMotion()): Rotation {
  const slides = Array.from(el.querySelectorAll<HTMLElement>('[data-carousel-slide]')).slice(0, 3);
  const track = el.querySelector<HTMLElement>('[data-carousel-track]');
  const show = (i: number) => {
    slides.forEach((s, n) => s.toggleAttribute('data-current', n === i));
    el.dataset.index = String(i);
    scrollToSlide(track, slides[i], reduced);
  };
  const rotation = createRotation({ count: slides.length, interval: Number(el.dataset.interval) || HOME_ROTATION_MS, reducedMotion: reduced, onChange: show });
  hoverPause(el, rotation, (paused) => (el.dataset.paused = String(paused)));
  el.dataset.index = '0';
  el.dataset.paused = 'false';
  el.dataset.enhanced = 'true';
  slides[0]?.toggleAttribute('data-current', true);
  return rotation;
}

export function mount(el: HTMLElement): void {
  if (el.dataset.enhanced) return;
  if (el.hasAttribute('data-related-resources')) enhanceRelated(el);
  else if (el.hasAttribute('data-carousel')) enhanceHome(el);
}
