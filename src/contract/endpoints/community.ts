// The community API (spec §1 ideas, thoughts, following, karma; §2 /ideas, /users/connections,
// /users/{id}/public_profile, /privacy_settings): each endpoint once, for the route and the
// client alike. Every one needs a session: the community is for members.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { object } from '../structs';
import { PostId, UserId } from '../community';
import { TickerSymbol } from '../market';
import {
  ConnectionsResponse,
  CreateIdeaRequest,
  CreateReplyRequest,
  CreateThoughtRequest,
  FeedQuery,
  FollowState,
  KarmaState,
  OkResponse,
  PeopleList,
  PeopleQuery,
  Post,
  PostCreated,
  PostPage,
  PostsQuery,
  PrivacySettings,
  PublicProfile,
  ReplyCreated,
  ReportRequest,
  SecurityCommunity,
  VoteRequest,
  VoteResult,
} from '../community';
import { endpoint } from '../endpoint';

const PostPath = object({ id: PostId });

const SymbolPath = object({ symbol: TickerSymbol });

const tag = 'community';

const UserPath = object({ user_id: UserId });

export const karma = endpoint({
  method: 'GET',
  path: '/karma',
  summary: 'The reader’s karma (XP) and whether today’s maximum is reached (spec §3)',
  tag,
  auth: 'session',
  response: KarmaState,
});
export const createIdea = endpoint({
  method: 'POST',
  path: '/ideas',
  summary: 'Post a buy or sell idea; it is graded from this moment',
  tag,
  auth: 'session',
  body: CreateIdeaRequest,
  response: PostCreated,
  status: 201,
});
export const ideas = endpoint({
  method: 'GET',
  path: '/ideas',
  summary: 'Ideas by author or security; with neither, the reader’s own (/app/ideas)',
  tag,
  auth: 'session',
  query: PostsQuery,
  response: PostPage,
});
export const idea = endpoint({
  method: 'GET',
  path: '/ideas/:id',
  summary: 'One idea the reader may see',
  tag,
  auth: 'session',
  params: PostPath,
  response: Post,
});
export const thought = endpoint({
  method: 'GET',
  path: '/thoughts/:id',
  summary: 'One thought the reader may see',
  tag,
  auth: 'session',
  params: PostPath,
  response: Post,
});
/** The key is optional here (unlike money requests): an offline draft sends its id. */
export const createThought = endpoint({
  method: 'POST',
  path: '/thoughts',
  summary: 'Post a thought on a security, marked pro or con (plain text)',
  tag,
  auth: 'session',
  body: CreateThoughtRequest,
  response: PostCreated,
  status: 201,
  idempotent: 'optional',
});
export const thoughts = endpoint({
  method: 'GET',
  path: '/thoughts',
  summary: 'Thoughts by author or security, newest first',
  tag,
  auth: 'session',
  query: PostsQuery,
  response: PostPage,
});
/** Like a thought, the key is optional: an offline reply sends its draft's id. */
export const createReply = endpoint({
  method: 'POST',
  path: '/posts/:id/replies',
  summary: 'Answer an idea or a thought (one level: a reply cannot be answered)',
  tag,
  auth: 'session',
  params: PostPath,
  body: CreateReplyRequest,
  response: ReplyCreated,
  status: 201,
  idempotent: 'optional',
});
export const replies = endpoint({
  method: 'GET',
  path: '/posts/:id/replies',
  summary: 'The replies to an idea or a thought the reader may see, newest first',
  tag,
  auth: 'session',
  params: PostPath,
  query: FeedQuery,
  response: PostPage,
});
export const vote = endpoint({
  method: 'PUT',
  path: '/thoughts/:id/vote',
  summary: 'Agree, disagree or (null) take the vote back, on a thought or a reply',
  tag,
  auth: 'session',
  params: PostPath,
  body: VoteRequest,
  response: VoteResult,
});
export const report = endpoint({
  method: 'POST',
  path: '/thoughts/:id/report',
  summary: 'Report an abusive post; enough reports hide it',
  tag,
  auth: 'session',
  params: PostPath,
  body: ReportRequest,
  response: OkResponse,
});
export const securityCommunity = endpoint({
  method: 'GET',
  path: '/community/securities/:symbol',
  summary: 'A security’s pros and cons in two columns, and its ideas',
  tag,
  auth: 'session',
  params: SymbolPath,
  response: SecurityCommunity,
});
export const activityFeed = endpoint({
  method: 'GET',
  path: '/feeds/activity',
  summary: 'Posts by the people the reader follows, newest first',
  tag,
  auth: 'session',
  query: FeedQuery,
  response: PostPage,
});
export const communityFeed = endpoint({
  method: 'GET',
  path: '/feeds/community',
  summary: 'Every post the reader may see, newest first',
  tag,
  auth: 'session',
  query: FeedQuery,
  response: PostPage,
});
export const popularIdeas = endpoint({
  method: 'GET',
  path: '/feeds/popular_ideas',
  summary: 'Recent ideas on the most discussed securities',
  tag,
  auth: 'session',
  response: PostPage,
});
export const follow = endpoint({
  method: 'PUT',
  path: '/follows/:user_id',
  summary: 'Follow a user or contributor (idempotent)',
  tag,
  auth: 'session',
  params: UserPath,
  response: FollowState,
});
export const unfollow = endpoint({
  method: 'DELETE',
  path: '/follows/:user_id',
  summary: 'Unfollow (idempotent)',
  tag,
  auth: 'session',
  params: UserPath,
  response: FollowState,
});
export const connections = endpoint({
  method: 'GET',
  path: '/users/connections',
  summary: 'Who the reader follows and who follows them',
  tag,
  auth: 'session',
  response: ConnectionsResponse,
});
export const people = endpoint({
  method: 'GET',
  path: '/people',
  summary: 'Thought leaders, famous investors or featured contributors',
  tag,
  auth: 'session',
  query: PeopleQuery,
  response: PeopleList,
});
export const publicProfile = endpoint({
  method: 'GET',
  path: '/users/:user_id/public_profile',
  summary: 'A profile as the reader may see it: private parts are absent',
  tag,
  auth: 'session',
  params: UserPath,
  response: PublicProfile,
});
export const privacy = endpoint({
  method: 'GET',
  path: '/privacy_settings',
  summary: 'What others may see of the reader',
  tag,
  auth: 'session',
  response: PrivacySettings,
});
export const setPrivacy = endpoint({
  method: 'PUT',
  path: '/privacy_settings',
  summary: 'Change what others may see (ideas, thoughts, portfolio weights)',
  tag,
  auth: 'session',
  body: PrivacySettings,
  response: PrivacySettings,
});
