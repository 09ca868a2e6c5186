/**
 * The static content of the home page (docs/product.md §1): What We Do, the gallery, the clients. The
 * words are in the catalogues (web/src/locales); the clients' names are their own.
 */
import type { CategoryId } from '@meramot/domain/categories';
import type { MessageKey } from '../../lib/i18n';

/** Each tile opens All Services filtered to the category its work is listed under. */
export const WHAT_WE_DO: readonly {
  /** Its title and text are home.whatWeDo.{id}.title / .text in the catalogues. */
  id:
    | 'wallPaintings'
    | 'pipeFitting'
    | 'doorReplace'
    | 'electricalServices'
    | 'furnitureMoving'
    | 'kitchenCounter';
  img: string;
  category: CategoryId;
}[] = [
  { id: 'wallPaintings', img: '/images/what-we-do/wall-paintings.svg', category: 'painting' },
  { id: 'pipeFitting', img: '/images/what-we-do/pipe-fitting.svg', category: 'plumbing' },
  { id: 'doorReplace', img: '/images/what-we-do/door-replace.svg', category: 'carpentry' },
  {
    id: 'electricalServices',
    img: '/images/what-we-do/electrical-services.svg',
    category: 'electrical',
  },
  { id: 'furnitureMoving', img: '/images/what-we-do/furniture-moving.svg', category: 'other' },
  { id: 'kitchenCounter', img: '/images/what-we-do/kitchen-counter.svg', category: 'carpentry' },
];

/** The nine pictures; each one's alt text is home.gallery.{n} in the catalogues. */
export const GALLERY = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({
  img: `/images/gallery/gallery-${n}.svg`,
  alt: `home.gallery.${n}` as MessageKey,
}));

export const CLIENT_LOGOS = [
  'Nodi Homes',
  'Shapla Build',
  'Kolom Interiors',
  'Dhanshiri Estates',
  'Bokul Tiles',
  'Palki Movers',
  'Akash Paints',
  'Ghor Decor',
].map((name, index) => ({ name, img: `/images/clients/client-logo-${index + 1}.svg` }));
