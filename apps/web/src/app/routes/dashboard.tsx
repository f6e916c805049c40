import { Dashboard } from '../dashboard/dashboard';
import { WithFeatureSlots } from '../feature-slots';

export default function DashboardRoute() {
  return (
    <>
      <title>Dashboard · Quire</title>
      <WithFeatureSlots>
        <Dashboard />
      </WithFeatureSlots>
    </>
  );
}
