/**
 * Shown instead of the app when a site file is missing, not JSON or not of its schema: what hospital IT needs to
 * mend it (which file, its address, what is wrong, where docs/ says how). Plain elements and the login
 * section's texts, which are bundled: nothing here waits for another file.
 */
import { useHostTranslation } from '../i18n';
import type { SiteFileFailure } from './site-files';
import './site-failure.css';

function Fault({ failure }: { failure: SiteFileFailure }) {
  const { t } = useHostTranslation();
  const { fault, file } = failure;
  if (fault.kind === 'status') {
    return <p>{fault.status === 404 ? t('login.site.missing', { file }) : t('login.site.status', { status: fault.status })}</p>;
  }
  if (fault.kind === 'notJson') return <p>{t('login.site.notJson')}</p>;
  return (
    <>
      <p>{t('login.site.schema')}</p>
      <ul>
        {fault.problems.map((problem) => (
          <li key={problem.path}>
            <code>{problem.path || '/'}</code> {t(`login.site.problem.${problem.code}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function SiteFailurePage({ failures, onRetry }: { failures: SiteFileFailure[]; onRetry: () => void }) {
  const { t } = useHostTranslation();
  return (
    <main className="site-failure" role="alert" aria-labelledby="site-failure-title">
      <h1 id="site-failure-title">{t('login.site.title')}</h1>
      <p>{t('login.site.intro')}</p>
      {failures.map((failure) => (
        <section key={failure.file} aria-label={failure.file}>
          <h2>
            <code>{failure.file}</code>
          </h2>
          <p>
            {t('login.site.address')} <code>{failure.url}</code>
          </p>
          <Fault failure={failure} />
          <p>{t(failure.file === 'config.json' ? 'login.site.fixConfig' : 'login.site.fixRemotes')}</p>
        </section>
      ))}
      <button type="button" onClick={onRetry}>
        {t('common.retry', { ns: 'shared' })}
      </button>
    </main>
  );
}
