import TabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { TAB_ORDER, TAB_PATHS, type TabName } from '@/config/tab-bar';
import { useSession } from '@/lib/session';
import { Icon } from './icon';

/** The five tabs (SPEC §2); Funds only while the open-fund check says so (SPEC §4). */
export function AppTabBar({ active }: { active: TabName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOpenFund = useSession((state) => state.isOpenFund);
  const tabs = TAB_ORDER.filter((tab) => tab !== 'funds' || isOpenFund);
  return (
    <nav className="app-tab-bar" aria-label={t('common.appName')}>
      <TabBar
        activeKey={active}
        safeArea
        // Tabs replace each other rather than stacking, so back from any tab reaches the exit question.
        onChange={(key) => void navigate(TAB_PATHS[key as TabName], { replace: true })}
      >
        {tabs.map((tab) => (
          <TabBar.Item key={tab} icon={<Icon name={tab} />} title={t(`tabs.${tab}`)} />
        ))}
      </TabBar>
    </nav>
  );
}
