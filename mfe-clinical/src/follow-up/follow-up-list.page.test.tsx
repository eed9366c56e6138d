import { screen, waitFor, within } from '@testing-library/react';
import { camp, choose, renderPage, setupUser, type User } from '@screening/shared/testing';
import { followUp, serveFollowUps } from '../testing/follow-up-api';
import { MENUS, clinicalTestServer, signInStaff } from '../testing/clinical-session';
import FollowUpListPage from './follow-up-list.page';

const t = clinicalTestServer(MENUS.doctor, () => []);

let user: User;
beforeEach(() => {
  user = setupUser();
});

const lists = () => t.server.requests.filter((r) => r.url === '/api/curable/followUp/list').map((r) => r.body);
const card = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} `) });
const names = () => screen.getAllByRole('group').map((group) => group.getAttribute('aria-label')?.split(' ')[0]);

describe('the follow-up list (/FollowUp)', () => {
  it('opens on those due now, most overdue first, each with her number to tap, her test and her last call', async () => {
    serveFollowUps(t.server, [
      followUp(1, 'Meena', { daysOverdue: 2, dueDate: '2026-03-18' }),
      followUp(2, 'Meenakshi', {
        daysOverdue: 9,
        disease: 'oral',
        urgency: 'ROUTINE',
        reasons: ['Tobacco Counseling'],
        unansweredCalls: 1,
        events: [
          { kind: 'call', outcome: 'NOT_REACHED', date: null, note: null, at: '2026-03-21T05:30:00.000Z', by: 'Kavitha Ramesh' },
        ],
      }),
    ]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    expect(screen.getByRole('heading', { name: 'Follow-up' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Meenakshi', 'Meena']));
    expect(lists()).toEqual([{ window: 'DUE_SOON', search: '', page: 0, size: 25 }]);
    expect(screen.getByRole('radio', { name: 'Due now' })).toBeChecked();
    expect(await screen.findByText('2 overdue · 0 due this week')).toBeInTheDocument();

    const meenakshi = card('Meenakshi');
    expect(within(meenakshi).getByText('9 days overdue')).toHaveClass('sc-text-danger');
    expect(within(meenakshi).getByRole('link', { name: '9840000502' })).toHaveAttribute('href', 'tel:9840000502');
    expect(within(meenakshi).getByText('1203045001000502')).toBeInTheDocument();
    expect(within(meenakshi).getByText('Oral')).toBeInTheDocument();
    expect(within(meenakshi).getByText('Routine')).toBeInTheDocument();
    expect(within(meenakshi).getByText('Tobacco Counseling')).toBeInTheDocument();
    expect(within(meenakshi).getByText('Not reached · 21 Mar · by Kavitha Ramesh')).toBeInTheDocument();
    expect(within(meenakshi).getByRole('button', { name: 'Record call' })).toBeEnabled();
    expect(within(card('Meena')).getByText('18/03/2026', { exact: false })).toHaveTextContent('2 days overdue');
  });

  describe('on a laptop whose clock is on UTC, at 19:00 on 29 November (already the 30th in India)', () => {
    const zone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'UTC';
      jest.useFakeTimers({ now: new Date('2026-11-29T19:00:00Z'), advanceTimers: true });
    });
    afterEach(() => {
      jest.useRealTimers();
      process.env.TZ = zone;
    });

    it("counts the days to the due date from India's day, as the server does", async () => {
      serveFollowUps(t.server, [
        followUp(1, 'Meena', { daysOverdue: 0, dueDate: '2026-11-30' }),
        followUp(2, 'Meenakshi', { daysOverdue: 0, dueDate: '2026-12-02' }),
      ]);
      renderPage(<FollowUpListPage />, ['/FollowUp']);
      expect(await within(await screen.findByRole('group', { name: /^Meena 1203/ })).findByText(/Due today/)).toBeInTheDocument();
      expect(within(card('Meenakshi')).getByText(/Due in 2 days/)).toBeInTheDocument();
    });
  });

  it('asks the server for the closed ones when Closed is chosen, and offers no call for them', async () => {
    serveFollowUps(t.server, [
      followUp(1, 'Meena'),
      followUp(2, 'Meenakshi', {
        state: 'CLOSED',
        daysOverdue: 0,
        attendedDate: '2026-03-10',
        hospital: 'Cancer Institute',
        finding: 'BENIGN',
      }),
    ]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await waitFor(() => expect(names()).toEqual(['Meena']));
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(names()).toEqual(['Meenakshi']));
    expect(lists().at(-1)).toEqual({ window: 'CLOSED', search: '', page: 0, size: 25 });
    expect(within(card('Meenakshi')).getByText('Closed – Benign')).toBeInTheDocument();
    expect(within(card('Meenakshi')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by name, ID or number', async () => {
    serveFollowUps(t.server, [followUp(1, 'Meena'), followUp(2, 'Kala')]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await waitFor(() => expect(names()).toEqual(['Meena', 'Kala']));
    await user.type(screen.getByLabelText('Search by Patient name/id/mobile'), 'Kala');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names()).toEqual(['Kala']));
    expect(lists().at(-1)).toEqual({ window: 'DUE_SOON', search: 'Kala', page: 0, size: 25 });
  });

  it("narrows to one of the user's clinics, and back to all", async () => {
    serveFollowUps(t.server, [followUp(1, 'Meena')]);
    t.server.on('POST', '/api/curable/activecamp', () => ({
      status: 200,
      body: [camp({ campId: 7, id: 7, campName: 'Clinic 7' }), camp({ campId: 8, id: 8, campName: 'Kovalam Camp' })],
    }));
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await waitFor(() => expect(names()).toEqual(['Meena']));
    await choose(user, 'Outreach Clinic', 'Kovalam Camp');
    await waitFor(() => expect(lists().at(-1)).toEqual({ window: 'DUE_SOON', search: '', page: 0, size: 25, campId: 8 }));
    await choose(user, 'Outreach Clinic', 'All clinics');
    await waitFor(() => expect(lists().at(-1)).toEqual({ window: 'DUE_SOON', search: '', page: 0, size: 25 }));
  });

  it('says when nobody is due', async () => {
    serveFollowUps(t.server, []);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    expect(await screen.findByText('Nobody is due for follow-up.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('says when the list cannot be read, and reads it again on Retry', async () => {
    t.server.on('POST', '/api/curable/followUp/list', () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: '' },
    }));
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    expect(await screen.findByText('Failed to fetch follow-ups. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    serveFollowUps(t.server, [followUp(1, 'Meena')]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Meena']));
    expect(screen.queryByText('Failed to fetch follow-ups. Please try again.')).not.toBeInTheDocument();
  });

  it('pages 25 at a time', async () => {
    serveFollowUps(
      t.server,
      Array.from({ length: 30 }, (_, i) => followUp(i + 1, `Meena${i + 1}`, { daysOverdue: 40 - i })),
    );
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Meena26', 'Meena27', 'Meena28', 'Meena29', 'Meena30']));
    expect(lists().at(-1)).toEqual({ window: 'DUE_SOON', search: '', page: 1, size: 25 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('records a call from her card, says so and shows her follow-up as it now stands', async () => {
    serveFollowUps(t.server, [followUp(1, 'Meena')]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await user.click(await within(await waitFor(() => card('Meena'))).findByRole('button', { name: 'Record call' }));
    await user.click(screen.getByRole('radio', { name: 'Not reached' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meena: follow-up saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Meena')).getByText(/Not reached · .* · by Kavitha Ramesh/)).toBeInTheDocument());
    expect(screen.queryByText('Record call — Meena')).not.toBeInTheDocument();
  });

  it('lists them for one who may only view, with nothing to record', async () => {
    signInStaff(t.server, MENUS.viewer);
    serveFollowUps(t.server, [followUp(1, 'Meena')]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    const meena = await waitFor(() => card('Meena'));
    expect(within(meena).getByRole('button', { name: 'Record call' })).toBeDisabled();
    expect(within(meena).getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
