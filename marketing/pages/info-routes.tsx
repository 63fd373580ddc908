// Each information page of spec §2 as a lazy-loadable component, keyed by its content.
import { infoPages, type InfoPageKey } from '../content';
import { InfoPage } from './InfoPage';

export function infoPageFor(key: InfoPageKey) {
  return function InformationPage() {
    return <InfoPage content={infoPages[key]} />;
  };
}
