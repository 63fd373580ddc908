// The lesson reader (/app/learn-and-earn/lessons/:id, see paths.ts): the lesson's text from the
// content service — or, offline, the copy kept on this device (DESIGN.md "Client state and
// offline") — its disclaimers, its partner promotions and, at the end, completing it.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { currentBrand } from '@/platform/brand/current';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { CompletePanel } from './CompletePanel';
import { mayReadLesson } from './course';
import { lessonQuery } from './lesson-cache';
import { LessonSections } from './LessonSections';
import { learnPaths } from './paths';
import { SmallPrint } from './pieces';
import { useLearnState } from './use-learn-state';

function LessonBody({ id }: { id: string }) {
  useSignals();
  const { view } = useLearnState();
  const text = useApiQuery(lessonQuery(id));
  const learn = view.status === 'success' ? view.data : null;
  const title = learn?.state.lessonData[id]?.title;
  // The tab says which lesson (Page sets "Lesson" until the course has loaded).
  useEffect(() => {
    if (title) document.title = `${title} · ${currentBrand.displayName}`;
  }, [title]);
  if (learn && !learn.state.lessonData[id]) {
    return <Notice tone="info">There is no lesson here. It may have been taken down.</Notice>;
  }
  if (learn && !mayReadLesson(learn.state, id)) {
    return (
      <Card>
        <Heading level={2} as="h2">
          {learn.state.lessonData[id]!.title}
        </Heading>
        <Muted data-testid="lesson-locked">
          This lesson opens once you have completed the ones before it: one lesson a day.
        </Muted>
        <Link href={learnPaths.home}>Back to your lessons</Link>
      </Card>
    );
  }
  return (
    <QueryView
      state={text.state}
      reload={text.reload}
      loadingLabel="Loading the lesson"
      notFound={<Notice tone="info">This lesson is not available any more.</Notice>}
    >
      {({ lesson, fromDevice }) => (
        <>
          {fromDevice ? (
            <Notice tone="warning">
              <span data-testid="lesson-offline">
                {isOnline.value
                  ? 'The lesson service could not be reached: this is the copy saved on this device.'
                  : 'You are offline: this is the copy saved on this device.'}
              </span>
            </Notice>
          ) : null}
          <Muted as="p" css={{ margin: '0 0 $2', fontSize: '$sm' }}>
            Lesson {lesson.position} · {lesson.preview.minutes} min read
          </Muted>
          <Heading id="lesson-title">{lesson.title}</Heading>
          {lesson.preview.disclaimers.length > 0 ? (
            <SmallPrint aria-label="Disclaimers">
              {lesson.preview.disclaimers.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </SmallPrint>
          ) : null}
          <LessonSections lesson={lesson} summary={learn?.state.lessonData[id]} />
          {learn ? (
            <CompletePanel userId={learn.userId} lessonId={id} state={learn.state} />
          ) : view.status === 'error' ? (
            <Notice tone="warning">
              Your progress could not be loaded, so this lesson cannot be completed right now.
            </Notice>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

export default function LessonScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Lesson" testId="lesson-screen">
      <Muted>
        <Link href={learnPaths.home}>← All lessons</Link>
      </Muted>
      <LessonBody key={id} id={id} />
    </Page>
  );
}
