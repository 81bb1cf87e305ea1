import { adminMemberDetail } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Empty, Row, Space, Spin, Statistic, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { MemberActions } from './member-actions';
import { MemberOrders } from './member-orders';
import { MemberPostings } from './member-postings';
import { MemberStatusTag } from './member-status-tag';

/** One member: profile, wallets, team, postings and orders, and what an operator may change. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const memberId = Number(useParams().memberId);
  const detail = useQuery({
    queryKey: ['member', memberId],
    queryFn: () => api.call(adminMemberDetail, { memberId }),
    enabled: Number.isSafeInteger(memberId),
  });
  if (detail.isPending) return <Spin />;
  if (!detail.data) return <Empty description={t('common.empty')} />;
  const { member, upline, downline } = detail.data;
  const yes = (value: boolean) => (value ? <Tag color="blue">{t('common.yes')}</Tag> : t('common.no'));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={`${t('members.member')} #${member.id} · ${member.phone}`}
        extra={<MemberActions member={member} />}
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('members.nickname')}>{member.nickname}</Descriptions.Item>
          <Descriptions.Item label={t('members.status')}>
            <MemberStatusTag status={member.status} />
            {member.banReason ? ` ${member.banReason} (${dateTime(member.bannedAt)})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('members.vipLevel')}>{member.vipLevel}</Descriptions.Item>
          <Descriptions.Item label={t('members.identityVerified')}>
            {yes(member.identityVerified)}
          </Descriptions.Item>
          <Descriptions.Item label={t('members.depositProhibited')}>
            {yes(member.depositProhibited)}
          </Descriptions.Item>
          <Descriptions.Item label={t('members.invitationCode')}>{member.invitationCode}</Descriptions.Item>
          <Descriptions.Item label={t('members.language')}>{member.language}</Descriptions.Item>
          <Descriptions.Item label={t('members.registeredAt')}>
            {dateTime(member.registeredAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('members.lastLoginAt')}>
            {dateTime(member.lastLoginAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={6}>
          <Card>
            <Statistic title={t('members.balance')} value={money(member.balanceMinor)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('members.teamBalance')} value={money(member.teamBalanceMinor)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('members.points')} value={member.points} />
          </Card>
        </Col>
        <Col span={6}>
          <Card title={t('members.team')} size="small">
            <div>
              {t('members.upline')}:{' '}
              {upline.length === 0
                ? '—'
                : upline.map((u) => (
                    <Link key={u.id} to={paths.member(u.id)} style={{ marginRight: 8 }}>
                      L{u.level} {u.phone}
                    </Link>
                  ))}
            </div>
            <div>
              {t('members.downline')}: L1 {downline.level1} · L2 {downline.level2} · L3 {downline.level3}
            </div>
          </Card>
        </Col>
      </Row>
      <Card>
        <Tabs
          items={[
            {
              key: 'postings',
              label: t('members.postings'),
              children: <MemberPostings memberId={member.id} />,
            },
            { key: 'orders', label: t('members.orders'), children: <MemberOrders memberId={member.id} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
