import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';

/** '1 point', '1,234 points': the label of a points figure. */
export function pointsLabel(points: number): string {
  return `${points.toLocaleString('en')} ${points === 1 ? 'point' : 'points'}`;
}

/**
 * The signed-in user's points (myPoints of the account state, 1§3, R-040): earned from analytics
 * events such as viewing (2§1, R-344) and read again after each event is sent.
 */
export function MyPoints() {
  const { account } = useAtlasServices();
  const points = useStore(account, (s) => s.myPoints);
  return (
    <span
      className="account-menu__points"
      data-testid="my-points"
      title="Earned by viewing, downloading and sharing maps and imagery"
    >
      {pointsLabel(points)}
    </span>
  );
}
