import type { ThemeName } from '../app/theme';

type Palette = {
  siderBg: string;
  siderText: string;
  siderSelectedBg: string;
  headerBg: string;
  headerText: string;
  dark: boolean;
};

/** The ten themes of overview §2: sidebar and top bar colours; the accent follows the chosen colour. */
export const palettes: Record<ThemeName, Palette> = {
  white: {
    siderBg: '#ffffff',
    siderText: '#303133',
    siderSelectedBg: '',
    headerBg: '#ffffff',
    headerText: '#303133',
    dark: false,
  },
  grey: {
    siderBg: '#3c4147',
    siderText: '#d5d8dc',
    siderSelectedBg: '#2b2f33',
    headerBg: '#ffffff',
    headerText: '#303133',
    dark: true,
  },
  dark: {
    siderBg: '#001529',
    siderText: '#c0c4cc',
    siderSelectedBg: '',
    headerBg: '#001529',
    headerText: '#e5eaf3',
    dark: true,
  },
  hey: {
    siderBg: '#1f1f1f',
    siderText: '#bfbfbf',
    siderSelectedBg: '#000000',
    headerBg: '#141414',
    headerText: '#e8e8e8',
    dark: true,
  },
  star: {
    siderBg: '#0f1c3f',
    siderText: '#aab6d3',
    siderSelectedBg: '#1a2c5c',
    headerBg: '#16264f',
    headerText: '#e6ecff',
    dark: true,
  },
  vip: {
    siderBg: '#2b2620',
    siderText: '#e3c98f',
    siderSelectedBg: '#3d352a',
    headerBg: '#2b2620',
    headerText: '#f2d898',
    dark: true,
  },
  bule: {
    siderBg: '#1d4e89',
    siderText: '#dbe8f7',
    siderSelectedBg: '#163d6c',
    headerBg: '#2962a8',
    headerText: '#ffffff',
    dark: true,
  },
  cool: {
    siderBg: '#2d2a4a',
    siderText: '#cfcbf0',
    siderSelectedBg: '#3c3866',
    headerBg: '#ffffff',
    headerText: '#303133',
    dark: true,
  },
  d2: {
    siderBg: '#ebf1f6',
    siderText: '#2f4f6f',
    siderSelectedBg: '#d4e2ee',
    headerBg: '#ebf1f6',
    headerText: '#2f4f6f',
    dark: false,
  },
  renren: {
    siderBg: '#263238',
    siderText: '#c8d1d6',
    siderSelectedBg: '#1c2429',
    headerBg: '#3e8ef7',
    headerText: '#ffffff',
    dark: true,
  },
};

/** ProLayout tokens of a theme. */
export function layoutToken(name: ThemeName, accent: string) {
  const p = palettes[name];
  const selectedText = p.dark ? '#ffffff' : accent;
  return {
    bgLayout: '#f0f2f5',
    sider: {
      colorMenuBackground: p.siderBg,
      colorTextMenu: p.siderText,
      colorTextMenuSecondary: p.siderText,
      colorTextMenuTitle: p.dark ? '#ffffff' : '#303133',
      colorTextMenuItemHover: selectedText,
      colorTextMenuActive: selectedText,
      colorTextMenuSelected: selectedText,
      colorTextSubMenuSelected: selectedText,
      colorBgMenuItemSelected: p.siderSelectedBg || (p.dark ? accent : `${accent}1a`),
      colorBgMenuItemHover: p.dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.04)',
      colorTextCollapsedButton: p.siderText,
      colorBgCollapsedButton: p.siderBg,
    },
    header: {
      colorBgHeader: p.headerBg,
      colorHeaderTitle: p.headerText,
      colorTextMenu: p.headerText,
      colorTextMenuSecondary: p.headerText,
      colorTextMenuSelected: accent,
      colorTextRightActionsItem: p.headerText,
      colorBgRightActionsItemHover: 'rgba(0,0,0,0.06)',
      heightLayoutHeader: 56,
    },
    pageContainer: { paddingInlinePageContainerContent: 0, paddingBlockPageContainerContent: 0 },
  };
}

export const colorPresets = [
  '#409EFF',
  '#1677FF',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#52C41A',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
];
