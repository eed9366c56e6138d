import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SuccessPage } from './success-page';

function ShowState() {
  const location = useLocation();
  return <p>Create page with {JSON.stringify(location.state)}</p>;
}

function renderClinicSuccess(onClick = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/success-message']}>
      <Routes>
        <Route
          path="/success-message"
          element={
            <SuccessPage
              title="New Outreach Clinic has been Created Successfully!"
              lines={['Outreach Clinic ID: 3301001']}
              actions={[
                { label: 'Create New Outreach Clinic', to: '/create-outreach-clinic', state: { from: 'success' } },
                { label: 'Back To Home', to: '/responsive-cancer-institute', primary: true },
                { label: 'Begin Next Enrollment', onClick },
              ]}
            />
          }
        />
        <Route path="/create-outreach-clinic" element={<ShowState />} />
        <Route path="/responsive-cancer-institute" element={<p>Home tiles</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClick;
}

describe('SuccessPage', () => {
  it('shows the title, the lines and the footer', () => {
    renderClinicSuccess();
    expect(screen.getByRole('heading', { name: 'New Outreach Clinic has been Created Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Outreach Clinic ID: 3301001')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
  });

  it('navigates with the action state', async () => {
    renderClinicSuccess();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Outreach Clinic' }));
    expect(screen.getByText('Create page with {"from":"success"}')).toBeInTheDocument();
  });

  it('goes home', async () => {
    renderClinicSuccess();
    await userEvent.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(screen.getByText('Home tiles')).toBeInTheDocument();
  });

  it('runs onClick actions', async () => {
    const onClick = renderClinicSuccess();
    await userEvent.click(screen.getByRole('button', { name: 'Begin Next Enrollment' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('marks the primary action', () => {
    renderClinicSuccess();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Create New Outreach Clinic' })).not.toHaveClass('ant-btn-primary');
  });
});
