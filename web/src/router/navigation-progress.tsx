import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's chunk loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
