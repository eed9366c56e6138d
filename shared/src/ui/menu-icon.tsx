import type { ComponentProps, ComponentType } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FormOutlined,
  MedicineBoxOutlined,
  PhoneOutlined,
  SendOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';

type IconComponent = ComponentType<ComponentProps<typeof AppstoreOutlined>>;

/** Icons by menu name (the names the server sends, compared case- and space-insensitively). */
const ICON_BY_MENU: Record<string, IconComponent> = {
  'outreach clinic': EnvironmentOutlined,
  'patient registration': UserAddOutlined,
  screening: FileSearchOutlined,
  'clinical evaluation': MedicineBoxOutlined,
  'clinical evaluvation': MedicineBoxOutlined, // the server's historical spelling
  'referral to hospital': SendOutlined,
  'follow-up': PhoneOutlined,
  reports: BarChartOutlined,
  dashboard: DashboardOutlined,
  survey: FormOutlined,
  'user data management': TeamOutlined,
  'modify patient information': EditOutlined,
};

export function menuIconFor(menuName: string | null | undefined): IconComponent {
  const key = (menuName ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return ICON_BY_MENU[key] ?? AppstoreOutlined;
}

export interface MenuIconProps {
  /** The menu entry's name, e.g. 'Outreach Clinic'. */
  name: string;
  /** In pixels: 50 on home tiles (64 for Reports), 20 in the sidebar. */
  size: number;
  className?: string;
}

/** The icon of a menu entry. Decorative: the entry's label names it. */
export function MenuIcon({ name, size, className }: MenuIconProps) {
  const Icon = menuIconFor(name);
  return <Icon aria-hidden className={className} style={{ fontSize: size }} />;
}
