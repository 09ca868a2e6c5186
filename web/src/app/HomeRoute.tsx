import { Suspense, lazy } from 'react';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { Hero } from '../features/home/Hero';

const HomeSectionsRoute = lazy(() => import('./HomeSectionsRoute'));

/**
 * / : the hero is part of the app's own code, so the largest contentful paint (its picture,
 * preloaded by index.html) happens on the first render. The sections under it are asked for once
 * that frame has painted, and only ever add to the page below the hero.
 */
export function HomeRoute() {
  return (
    <>
      <Hero />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <HomeSectionsRoute />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
