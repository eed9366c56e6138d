import { areaTexts } from './area-texts';
import { i18n, setLanguage } from './i18n';

const english = {
  first: { title: 'Outreach Clinics' },
  msg: { saved: 'Saved.', loginFailed: 'Login failed. Please try again.' },
};
const tamil = { first: { title: 'வெளிக்கள முகாம்கள்' }, msg: { saved: 'சேமிக்கப்பட்டது.', loginFailed: 'உள்நுழைவு (பகுதி)' } };

afterEach(() => setLanguage('en', { forUser: false }));

it('a failed catalogue is fetched again on the next ask; once in, it is not fetched again', async () => {
  let online = false;
  const loader = jest.fn(() => (online ? Promise.resolve({ default: english }) : Promise.reject(new Error('offline'))));
  const texts = areaTexts('area-retry', { english: loader, tamil: () => Promise.resolve({ default: tamil }) });
  await expect(texts.loadTexts()).rejects.toThrow('offline');
  online = true;
  await texts.loadTexts();
  expect(i18n.t('first.title', { ns: 'area-retry' })).toBe('Outreach Clinics');
  const fetched = loader.mock.calls.length;
  await texts.loadTexts();
  expect(loader).toHaveBeenCalledTimes(fetched);
});

it('the first screens take their part first; once the whole is asked for, that is what they get', async () => {
  const whole = jest.fn(() => Promise.resolve({ default: english }));
  const texts = areaTexts('area-first', {
    english: whole,
    tamil: () => Promise.resolve({ default: tamil }),
    first: { first: english.first },
  });
  await texts.loadFirstTexts();
  expect(whole).not.toHaveBeenCalled();
  expect(i18n.t('first.title', { ns: 'area-first' })).toBe('Outreach Clinics');
  await texts.loadTexts();
  const fetched = whole.mock.calls.length;
  await texts.loadFirstTexts();
  expect(whole).toHaveBeenCalledTimes(fetched);
});

it("a message: the area's own words first, then shared's, any other text as it is", async () => {
  const texts = areaTexts('area-message', {
    english: () => Promise.resolve({ default: english }),
    tamil: () => Promise.resolve({ default: tamil }),
  });
  await texts.loadTexts();
  await setLanguage('ta', { forUser: false });
  expect(texts.message('Saved.')).toBe('சேமிக்கப்பட்டது.');
  expect(texts.message('Login failed. Please try again.')).toBe('உள்நுழைவு (பகுதி)');
  expect(texts.message('Session expired. Please log in again.')).not.toBe('Session expired. Please log in again.');
  expect(texts.message('Something else.')).toBe('Something else.');
  expect(texts.message(null)).toBeNull();
});

it('an area registering while Tamil is being loaded is shown in Tamil too, not in English', async () => {
  // The switch waits on a slow catalogue; meanwhile an area's page, run ahead from home, registers its texts.
  let release: () => void = () => undefined;
  const slow = new Promise<void>((resolve) => (release = resolve));
  areaTexts('area-slow', {
    english: () => Promise.resolve({ default: english }),
    tamil: () => slow.then(() => ({ default: tamil })),
  })
    .loadTexts()
    .catch(() => undefined);
  const switching = setLanguage('ta', { forUser: false });
  const late = areaTexts('area-late', {
    english: () => Promise.resolve({ default: english }),
    tamil: () => Promise.resolve({ default: tamil }),
  });
  const registered = late.loadTexts();
  release();
  await Promise.all([switching, registered]);
  expect(i18n.language).toBe('ta');
  expect(i18n.t('first.title', { ns: 'area-late' })).toBe('வெளிக்கள முகாம்கள்');
});
