export { default } from '../layouts/LayoutDefault';
