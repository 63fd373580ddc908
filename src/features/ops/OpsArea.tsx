// The operators' console at /ops (DESIGN.md "Operators"): a lazy area of its own, for operators
// only. To anyone else, signed in or not, it is the not-found page, as its API answers 404: no
// hint that a console is there.
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, Suspense, lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CONTENT_DIRS, type ContentDir } from '@/contract/content';
import { authStatus, currentUser } from '@/features/auth';
import { FullScreenSpinner } from '@/ui/Spinner';
import { OpsLayout } from './OpsLayout';
import { contentDirPath, opsPaths } from './paths';

const SupportQueueScreen = lazy(() => import('./SupportQueueScreen'));
const SupportRequestScreen = lazy(() => import('./SupportRequestScreen'));
const AuditScreen = lazy(() => import('./AuditScreen'));
const IdentityQueueScreen = lazy(() => import('./IdentityQueueScreen'));
const IdentityReviewScreen = lazy(() => import('./IdentityReviewScreen'));
const ReportedPostsScreen = lazy(() => import('./ReportedPostsScreen'));
const ContributorApplicationsScreen = lazy(() => import('./ContributorApplicationsScreen'));
const ContributorApplicationScreen = lazy(() => import('./ContributorApplicationScreen'));
const MailboxScreen = lazy(() => import('./MailboxScreen'));
const MailMessageScreen = lazy(() => import('./MailMessageScreen'));
const ContentScreen = lazy(() => import('./ContentScreen'));
const ContentEditorScreen = lazy(() => import('./ContentEditorScreen'));

const isContentDir = (dir: string): dir is ContentDir =>
  (CONTENT_DIRS as readonly string[]).includes(dir);

export default function OpsArea({ notFound: NotFound }: { notFound: ComponentType }) {
  useSignals();
  if (authStatus.value === 'unknown') return <FullScreenSpinner label="Checking your session" />;
  const user = currentUser.value;
  if (!user?.is_operator) return <NotFound />;
  return (
    <OpsLayout email={user.email}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path={opsPaths.home} component={SupportQueueScreen} />
          <Route path={opsPaths.supportRequest}>
            {(params: { id: string }) => <SupportRequestScreen id={params.id} />}
          </Route>
          <Route path={opsPaths.audit} component={AuditScreen} />
          <Route path={opsPaths.identityQueue} component={IdentityQueueScreen} />
          <Route path={opsPaths.reportedPosts} component={ReportedPostsScreen} />
          <Route path={opsPaths.identityReview}>
            {(params: { userId: string }) => <IdentityReviewScreen userId={params.userId} />}
          </Route>
          <Route
            path={opsPaths.contributorApplications}
            component={ContributorApplicationsScreen}
          />
          <Route path={opsPaths.contributorApplication}>
            {(params: { id: string }) => <ContributorApplicationScreen id={params.id} />}
          </Route>
          <Route path={opsPaths.mailbox} component={MailboxScreen} />
          <Route path={opsPaths.mailMessage}>
            {(params: { id: string }) => <MailMessageScreen id={params.id} />}
          </Route>
          <Route path={opsPaths.content}>
            <Redirect to={contentDirPath('lessons')} replace />
          </Route>
          <Route path={opsPaths.contentDir}>
            {(params: { dir: string }) =>
              isContentDir(params.dir) ? <ContentScreen dir={params.dir} /> : <NotFound />
            }
          </Route>
          <Route path={opsPaths.contentDocument}>
            {(params: { dir: string; slug: string }) =>
              isContentDir(params.dir) ? (
                <ContentEditorScreen dir={params.dir} slug={params.slug} />
              ) : (
                <NotFound />
              )
            }
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </OpsLayout>
  );
}
