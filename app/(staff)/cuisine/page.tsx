import { KitchenApp } from '@/components/kitchen/kitchen-app';

export default function KitchenPage() {
  return <KitchenApp />;
}
