/**
 * The app's line icons, drawn on a 24-unit grid. Hand-made paths rather than an icon package:
 * a whole icon set costs more than the rest of the Home page (see docs/web-app.md, bundle budget).
 */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  mall: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  pledge: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  funds:
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 6.5v11M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5',
  my: 'M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0',
  recharge: 'M3 7h18v13H3zM3 7l13-4v4M12 10.5v6M9 13.5h6',
  withdraw: 'M3 5h18v14H3zM3 10h18M7 15h4',
  invite: 'M5 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  team: 'M5.5 8a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
  checkin: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4M9 15l2 2 4-4',
  lottery: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  redEnvelope: 'M5 3h14v18H5zM5 7l7 5 7-5M12 14.5v.01',
  exchange: 'M4 8h15l-4-4M20 16H5l4 4',
  messages: 'M4 5h16v11H9l-5 4z',
  miner: 'M4 3h16v7H4zM4 14h16v7H4zM8 6.5h.01M8 17.5h.01',
  coupon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  teamIncome: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  recruit: 'M5 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M2 21a7 7 0 0 1 14 0M16 11l2 2 4-4',
  about: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 11v6M12 7.5v.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  alert: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7v6M12 16.5v.01',
  empty: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5',
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  notice: 'M4 9.5h3.5L13 5v14l-5.5-4.5H4zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  done: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M8 12.5l3 3 5-6',
  pending: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7v5l3.5 2',
  eyeClosed: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM4 4l16 16',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = '1em' }: { name: IconName; size?: number | string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
