// The community calls (社区): spec §7 Community and inform, verbatim paths, plus what the community needs
// around them (join and leave a circle, moderation, deleting one's own post, the comment list of a post,
// and fans' player ratings after full time).
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';
import { commentItem, commentReportReasons } from './comment';
import { UPLOAD_MAX_FILE_CHARS, UPLOAD_MAX_FILES } from './upload-limits';

/** A post's text: 2000 字, as long as 虎扑's long posts need and short enough to read on a phone. */
export const POST_MAX_LENGTH = 2000;
/** Pictures per post: the nine-grid (九宫格) every Chinese community uses. */
export const POST_MAX_PICTURES = 9;
/** Posts per page: §9 names no community size; chat history's and hot users' 20. */
export const COMMUNITY_PAGE_SIZE = 20;
export const circleKinds = ['team', 'league', 'topic'] as const;
export const postSorts = ['new', 'hot', 'essence'] as const;
export const moderateActions = ['pin', 'unpin', 'essence', 'unessence', 'remove'] as const;
/** A fan's score for a player: 1–10, as on 懂球帝 and FotMob. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));
const pageNum = () => int().pipe(z.number().int().min(1).max(10_000));
const pageSize = () => int().pipe(z.number().int().min(1).max(50));

export const circleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(circleKinds),
  icon: z.string().describe('圈子图标（球队队徽、赛事标志或上传的图片）'),
  description: z.string(),
  sport: z.string(),
  teamId: z.number().int().nullable(),
  competitionId: z.number().int().nullable(),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  joined: z.boolean(),
  role: z.enum(['member', 'moderator']).nullable().describe('我在圈内的身份，未加入为 null'),
});

export const postAuthor = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  isAnchor: z.number().int(),
});

export const postItem = z.object({
  id: z.number().int(),
  kind: z.enum(['general', 'anchor']).describe('general 圈子帖；anchor 主播动态'),
  circle: z.object({ id: z.number().int(), name: z.string(), icon: z.string() }).nullable(),
  user: postAuthor,
  content: z.string(),
  pics: z.array(z.string()),
  matchId: z.number().int().nullable(),
  pinned: z.boolean(),
  essence: z.boolean(),
  ipRegion: z.string().describe('IP属地：省份，或 未知'),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  createdAt: z.string(),
  /** Held for the operators (it hit the sensitive words): only its writer gets it, shown as 审核中. */
  pending: z.boolean().optional(),
});

export const postPage = z.object({
  list: z.array(postItem),
  total: z.number().int().min(0),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

const pageParam = z
  .object({ pageNum: pageNum(), pageSize: pageSize() })
  .strict()
  .default({ pageNum: 1, pageSize: COMMUNITY_PAGE_SIZE });

export const circleList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/circle/list',
  summary: '圈子列表（球队、联赛、话题），登录后已加入的在前',
  tag: 'community',
  auth: 'optional',
  query: z.object({
    kind: z.enum(circleKinds).optional(),
    joined: int()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional()
      .describe('1 只看已加入的'),
  }),
  response: z.array(circleItem),
});

export const circleDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/circle/detail/{id}',
  summary: '圈子详情：简介、成员数、版主',
  tag: 'community',
  auth: 'optional',
  params: z.object({ id: id() }),
  response: circleItem.extend({ moderators: z.array(postAuthor) }),
});

const circleBody = z.object({ circleId: id() });
const membership = z.object({ joined: z.boolean(), memberCount: z.number().int() });

export const circleJoin = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/circle/join',
  summary: '加入圈子（已加入则不变）',
  tag: 'community',
  auth: 'required',
  body: circleBody,
  response: membership,
});

export const circleLeave = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/circle/leave',
  summary: '退出圈子（未加入则不变；版主不能退出）',
  tag: 'community',
  auth: 'required',
  body: circleBody,
  response: membership,
});

export const postListGeneral = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/list/general',
  summary:
    '圈子帖子：指定 circleId 为该圈（置顶在前；new 最新 / hot 最热 / essence 精华），不指定为全站热帖；userId 为某人的帖子；屏蔽的帖子和作者不出现',
  tag: 'community',
  auth: 'optional',
  encoding: 'json',
  body: z.object({
    circleId: id().optional(),
    userId: id().optional().describe('某个用户发的帖子（含主播动态）'),
    sort: z.enum(postSorts).default('new'),
    pageParam,
  }),
  response: postPage,
});

export const postListAnchor = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/list/anchor',
  summary: '主播动态：指定 anchorId 为该主播的，否则为全部主播的，最新在前',
  tag: 'community',
  auth: 'optional',
  encoding: 'json',
  body: z.object({ anchorId: id().optional(), pageParam }),
  response: postPage,
});

const picture = z.string().max(UPLOAD_MAX_FILE_CHARS, '单张图片不能超过 2 MB');

export const postAddPic = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/addPic/base64',
  summary: `帖子配图：上传 1-${UPLOAD_MAX_FILES} 张 PNG/JPEG/WebP（与通用上传相同的检查：按内容识别类型、重新编码、每张不超过 2 MB），返回图片地址，发帖时放进 pics`,
  tag: 'community',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    files: z
      .union([picture, z.array(picture)])
      .transform((v) => (typeof v === 'string' ? [v] : v))
      .pipe(
        z
          .array(z.string())
          .min(1, '请选择图片')
          .max(UPLOAD_MAX_FILES, `一次最多上传 ${UPLOAD_MAX_FILES} 张图片`),
      ),
  }),
  response: z.array(z.string()),
});

export const postAddSave = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/addSave',
  summary: `发帖：带 circleId 发到圈子（须先加入），不带为主播动态（仅主播）；正文最多 ${POST_MAX_LENGTH} 字、图片最多 ${POST_MAX_PICTURES} 张（须是 addPic 返回的地址），文字和图片至少有一样；敏感词打码，限频，记录 IP属地`,
  tag: 'community',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    circleId: id().optional(),
    content: text(POST_MAX_LENGTH).default(''),
    pics: z
      .array(z.string().max(500))
      .max(POST_MAX_PICTURES, `最多 ${POST_MAX_PICTURES} 张图片`)
      .default([]),
    matchId: id().optional().describe('关联的比赛'),
  }),
  response: postItem,
});

export const postShield = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/shield',
  summary: '屏蔽：type post 不再看到这条帖子，author 不再看到此人的帖子；flag 0 取消屏蔽',
  tag: 'community',
  auth: 'required',
  body: z.object({
    type: z.enum(['post', 'author']).default('post'),
    id: id().describe('帖子 id 或作者的用户 id'),
    flag: int()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(1),
  }),
  response: z.object({ shielded: z.boolean() }),
});

export const postDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/post/detail/{id}',
  summary: '帖子详情；已删除的帖子不存在',
  tag: 'community',
  auth: 'optional',
  params: z.object({ id: id() }),
  response: postItem,
});

export const postLike = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/post/like/{id}',
  summary: '点赞或取消点赞一条帖子（每人一次，再点取消）；已删除的帖子不能点赞',
  tag: 'community',
  auth: 'required',
  changesState: true,
  params: z.object({ id: id() }),
  response: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
});

export const postModerate = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/moderate',
  summary:
    '版主管理本圈帖子：pin 置顶 / unpin 取消置顶 / essence 加精 / unessence 取消加精 / remove 删除',
  tag: 'community',
  auth: 'required',
  body: z.object({ postId: id(), action: z.enum(moderateActions) }),
  response: z.object({ pinned: z.boolean(), essence: z.boolean(), removed: z.boolean() }),
});

export const postDelete = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/delete',
  summary: '删除自己的帖子（读者不再看到，数据保留备查）',
  tag: 'community',
  auth: 'required',
  body: z.object({ postId: id() }),
  response: z.object({ removed: z.boolean() }),
});

export const postCommentList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/comment/list/byPost',
  summary:
    '帖子的评论（spec §7 社区），最新或最热，每条带前 3 条回复；发评论用 /inform/comment/reply（type 2）',
  tag: 'community',
  auth: 'optional',
  query: z.object({
    postId: id().describe('帖子 id'),
    page: pageNum().default(1),
    pageSize: pageSize().default(COMMUNITY_PAGE_SIZE),
    sort: z.enum(['hot', 'new']).default('new'),
  }),
  response: z.object({
    list: z.array(commentItem),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const ratedPlayer = z.object({
  playerId: z.number().int(),
  name: z.string(),
  side: z.enum(['home', 'away']),
  shirtNumber: z.number().int(),
  position: z.string(),
  average: z.number().nullable().describe('球迷平均分，保留 1 位小数；无人评分为 null'),
  count: z.number().int(),
  mine: z.number().int().nullable().describe('我的评分，未评为 null'),
});

export const ratingSheet = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/match/rating/{matchId}',
  summary: '赛后评分：完场后开放，出场球员的球迷平均分（登录后带我的评分）',
  tag: 'community',
  auth: 'optional',
  params: z.object({ matchId: id() }),
  response: z.object({
    matchId: z.number().int(),
    status: z
      .enum(['open', 'opening', 'closed', 'none'])
      .describe(
        'open 已开放；opening 已完场、评分即将开放；closed 比赛未结束；none 本场不开放评分（完场超过一天或没有出场名单）',
      ),
    postId: z.number().int().nullable().describe('主队圈子里的「赛后评分」帖'),
    openedAt: z.string().nullable().describe('开放时间；未开放为 null'),
    players: z.array(ratedPlayer).describe('未开放时为空'),
  }),
});

export const ratingAdd = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/match/rating/add',
  summary: `给出场球员打分（${RATING_MIN}-${RATING_MAX}，每名球员每人一次）；一次可评多名，有一名已评过则全部不记`,
  tag: 'community',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    matchId: id(),
    ratings: z
      .array(
        z
          .object({
            playerId: id(),
            score: int().pipe(
              z.number().int().min(RATING_MIN, '评分为 1-10').max(RATING_MAX, '评分为 1-10'),
            ),
          })
          .strict(),
      )
      .min(1, '请至少给一名球员评分')
      .max(40),
  }),
  response: z.object({ rated: z.number().int() }),
});

/** Why a post is reported: the comment reports' reasons, so the operators sort one queue by one list. */
export const postReportReasons = commentReportReasons;

export const postReport = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/post/report',
  summary: '举报一条帖子（不能举报自己的）；同一人再次举报同一帖子不重复记录，返回原举报',
  tag: 'community',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    postId: id().describe('帖子 id'),
    reason: z.enum(postReportReasons, { error: '请选择举报原因' }),
    detail: text(200).optional().describe('补充说明，最多 200 字'),
  }),
  response: z.object({ id: z.number().int() }),
});
