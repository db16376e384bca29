import { RestrictedView } from './restricted-view.js';

export default function RestrictedPage() {
  return <RestrictedView />;
}
