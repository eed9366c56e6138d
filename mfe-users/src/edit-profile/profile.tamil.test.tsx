/** The Profile screen in Tamil (issue 19): its labels, a refusal and the success message in Tamil, then English. */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Employee } from '@screening/shared';
import { apiTestServerForFile, renderPage, signInForTest } from '@screening/shared/testing';
import { loadUsersTexts } from '../i18n';
import ProfilePage from './profile.page';

jest.setTimeout(60_000);

const ME: Employee = {
  id: 23,
  employeeRoleMasterId: 6,
  name: 'Kavitha Ramesh',
  yearsExp: 7,
  phoneNo: '9840011005',
  gender: 'FEMALE',
  email: 'nurse@demo.in',
  role: 'Nurse',
  keycloakUserId: null,
  hospitalId: null,
  password: null,
  isRecordDeleted: false,
};

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => {
  signInForTest(server, {
    userId: 23,
    userName: 'Kavitha Ramesh',
    email: 'nurse@demo.in',
    roleName: 'Nurse',
    roleId: 6,
    menus: [],
  });
  server.on('GET', '/api/curable/hospitalemployee/23', () => ({ status: 200, body: ME }));
  server.on('POST', '/api/curable/hospitalemployee', () => ({ status: 200, body: ME }));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('shows the profile, a refusal and the update in Tamil, and the SPEC texts again in English', async () => {
  await act(() => setLanguage('ta'));
  renderPage(<ProfilePage />, ['/responsive-cancer-institute', '/ProfileScreen']);

  expect(await screen.findByRole('heading', { name: 'சுயவிவரம்' })).toBeInTheDocument();
  expect(await screen.findByLabelText('பயனர் பெயர்')).toHaveValue('Kavitha Ramesh');
  expect(screen.getByRole('radio', { name: 'பெண்' })).toBeChecked();
  expect(screen.getByLabelText('கைபேசி எண்')).toHaveValue('9840011005');
  expect(screen.getByLabelText('பணிப் பொறுப்பு (Role)')).toHaveValue('Nurse');
  expect(screen.getByText('தற்போதைய கடவுச்சொல்லையே வைத்திருக்க இதை வெறுமையாக விடவும்.')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('பயனர் பெயர்'), { target: { value: 'K' } });
  await userEvent.click(screen.getByRole('button', { name: 'புதுப்பி' }));
  expect(await screen.findByText('சரியான பெயரை உள்ளிடவும் (2 முதல் 60 எழுத்துகள்).')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('பயனர் பெயர்'), { target: { value: 'Kavitha R' } });
  await userEvent.click(screen.getByRole('button', { name: 'புதுப்பி' }));
  expect(await screen.findByText('சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
});
