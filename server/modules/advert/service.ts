// The advert module's public face: adverts and poster categories as the routes and other modules read them.
// Routes and other modules import from here, not from the files behind it.
export { listAdverts, listPosterCategories } from './adverts';
export {
  type AdvertInput,
  advertById,
  categoryById,
  deleteAdvert,
  deleteCategory,
  insertAdvert,
  insertCategory,
  moveAdvert,
  moveCategory,
  placeAdverts,
  placeCategories,
  renameCategory,
  setAdvertEnabled,
  updateAdvert,
} from './editing';
