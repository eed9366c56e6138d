import { render } from '@testing-library/react';
import { MenuIcon } from './menu-icon';

function iconOf(name: string, size = 50) {
  const { container } = render(<MenuIcon name={name} size={size} />);
  return container.querySelector('.anticon') as HTMLElement;
}

describe('MenuIcon', () => {
  it.each([
    ['Outreach Clinic', 'anticon-environment'],
    ['Patient Registration', 'anticon-user-add'],
    ['Screening', 'anticon-file-search'],
    ['Clinical Evaluation', 'anticon-medicine-box'],
    ['Clinical Evaluvation', 'anticon-medicine-box'],
    ['Referral To Hospital', 'anticon-send'],
    ['Reports', 'anticon-bar-chart'],
    ['Survey', 'anticon-form'],
    ['User  Data Management', 'anticon-team'],
    ['Modify Patient Information', 'anticon-edit'],
    ['Master Data Management', 'anticon-appstore'],
  ])('%s gets %s', (name, iconClass) => {
    expect(iconOf(name)).toHaveClass(iconClass);
  });

  it('is sized in pixels and hidden from assistive technology', () => {
    const icon = iconOf('Reports', 64);
    expect(icon).toHaveStyle({ fontSize: '64px' });
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
