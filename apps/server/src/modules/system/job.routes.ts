import {
  idOfBody,
  idSchema,
  jobLogResource,
  jobResource,
  jobStatus,
  jobTrigger,
  type ResourceDef,
} from '@parking/resources';
import { eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { crudRoutes } from '../../crud/crud-routes';
import { idsText } from '../../crud/id-params';
import { visibleOne } from '../../crud/visible-rows';
import { afterCommit } from '../../db/actor';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { jobHandler, jobHandlerNames, nextRunOf, runJob, schedulerOf } from '../../platform/jobs';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const base = '/api/updown/job';
const section = 'system';
/** Changes to the job rows take effect on this instance at once; other instances follow at their next sync. */
const resync = (app: AppContext) =>
  afterCommit(() =>
    schedulerOf(app)
      ?.sync()
      .catch((err) => app.log.error({ err }, 'could not apply the job change to the schedule')),
  );

const jobWrites: ResourceDef = {
  ...jobResource,
  routes: {
    list: [],
    detail: [],
    submit: ['add', 'edit'],
    remove: [{ path: 'remove', style: 'ids-query' }],
    export: [],
  },
};
const engineRoutes = crudRoutes(jobWrites);
const engineRoute = (path: string) => {
  const r = engineRoutes.find((x) => x.url === `${base}/${path}`);
  if (!r) throw new Error(`no engine route job/${path}`);
  return r;
};

function submitRoute(path: 'add' | 'edit'): AnyRoute {
  const inner = engineRoute(path);
  return defineRoute<unknown, Record<string, unknown>>({
    ...inner,
    summary:
      path === 'add' ? 'Add a job (no jobId): checks the cron expression and the handler' : 'Change a job (with jobId)',
    handler: async (ctx) => {
      const hasId = idOfBody(jobResource, ctx.body) !== undefined;
      if (path === 'add' && hasId)
        throw badRequest({
          zh: '新增时不能带 jobId，修改请用 job/edit',
          en: 'jobId given: use job/edit to change a job',
        });
      if (path === 'edit' && !hasId)
        throw badRequest({ zh: '任务编号(jobId): 不能为空', en: 'Job id(jobId): is required' });
      const answer = await inner.handler(ctx);
      await resync(ctx.app);
      return answer;
    },
  });
}

const removeInner = engineRoute('remove');
const removeRoute = defineRoute({
  ...removeInner,
  summary: 'Remove jobs by jobIds: they stop being scheduled',
  query: z.object({ jobIds: idsText }),
  labels: (k: string) => (k === 'jobIds' ? { zh: '任务编号', en: 'Job ids' } : undefined),
  handler: async (ctx) => {
    const answer = await removeInner.handler({ ...ctx, query: { ids: ctx.query.jobIds } });
    await resync(ctx.app);
    return answer;
  },
});

const jobIdInput = z.object({ jobId: idSchema.optional() });
const jobIdOf = (query: { jobId?: number }, body: { jobId?: number } | undefined) => {
  const id = body?.jobId ?? query.jobId;
  if (id === undefined) throw badRequest({ zh: '任务编号(jobId): 不能为空', en: 'Job id(jobId): is required' });
  return id;
};

export const jobRoutes: AnyRoute[] = [
  submitRoute('add'),
  submitRoute('edit'),
  removeRoute,
  defineRoute({
    method: 'POST',
    url: `${base}/changeStatus`,
    section,
    summary: 'Start (status 0) or pause (status 1) a job',
    permission: 'job:edit',
    platformOnly: true,
    body: z.object({
      jobId: idSchema,
      status: z.preprocess(
        (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
        z.union([z.literal(jobStatus.values.running), z.literal(jobStatus.values.paused)]),
      ),
    }),
    labels: (k) => ({ jobId: { zh: '任务编号', en: 'Job id' }, status: { zh: '状态', en: 'State' } })[k],
    handler: async ({ app, access, body }) => {
      const answer = await app.db.transaction(async (tx) => {
        const job = await visibleOne(tx, jobResource, access, body.jobId);
        const jobs = tableOf(jobResource);
        const nextRunAt =
          body.status === jobStatus.values.running ? nextRunOf(job.cronExpression, app.config.timeZone) : null;
        await tx.update(jobs).set({ status: body.status, nextRunAt }).where(eq(jobs.id, body.jobId));
        return { jobId: body.jobId, status: body.status };
      });
      await resync(app);
      return answer;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/run`,
    section,
    summary: 'Run a job once now (also a paused one); answers the outcome as logged',
    permission: 'job:edit',
    platformOnly: true,
    query: jobIdInput,
    body: jobIdInput.optional(),
    // a run writes its own log and its job's rows, in the job's transactions, as a scheduled run does
    ownTransactions: true,
    handler: async ({ app, access, query, body, lang }) => {
      const jobId = jobIdOf(query, body);
      await visibleOne(app.db, jobResource, access, jobId);
      const scheduler = schedulerOf(app);
      const outcome = scheduler
        ? await scheduler.runNow(jobId)
        : await runJob(app, jobId, { trigger: jobTrigger.values.manual, scheduledAt: new Date(), instance: 'request' });
      if (!outcome.ran) {
        if (outcome.reason === 'missing') throw notFound(jobResource.label, jobId);
        throw conflict({ zh: '任务正在执行，请稍后再试', en: 'the job is running; try again later' });
      }
      return { jobId, logId: outcome.logId, status: outcome.status, message: outcome.message[lang] };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/selectList`,
    section,
    summary: 'The handlers a job can run (its invokeTarget), as select options',
    platformOnly: true,
    handler: async ({ lang }) =>
      jobHandlerNames().map((name) => {
        const h = jobHandler(name);
        return { label: h?.label[lang] ?? name, value: name, description: h?.description?.[lang] ?? null };
      }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/log/clean`,
    section: 'reports',
    summary: 'Empty the job log',
    permission: 'jobLog:delete',
    platformOnly: true,
    handler: async ({ app, access }) => {
      const logs = tableOf(jobLogResource);
      const removed = await app.db
        .update(logs)
        .set({ deletedAt: new Date(), deletedBy: access.userId })
        .where(isNull(logs.deletedAt))
        .returning({ id: logs.id });
      return { removed: removed.length };
    },
  }),
];
