import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import type { EventBus } from './events.js';
import type { FileWork } from './jobs/file-work.js';
import { createAppPasswordsRepository } from './modules/app-passwords/app-passwords.repository.js';
import { createAppPasswordsService } from './modules/app-passwords/app-passwords.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createTokenService, resolveJwtSecret } from './modules/auth/token.service.js';
import { createUsersRepository } from './modules/auth/users.repository.js';
import { createSsoRepository } from './modules/auth/sso.repository.js';
import { createSsoService } from './modules/auth/sso.service.js';
import { createSearchIndex } from './modules/books/search-index.repository.js';
import {
  createBooksCatalogueRepository,
  EMBEDDED_DIRECTORY_STEP,
  EMBEDDED_DIRECTORY_TTL_MS,
  POSTGRES_DIRECTORY_CHUNK,
} from './modules/books/books-catalogue.repository.js';
import { createBooksRepository } from './modules/books/books.repository.js';
import { createBooksService } from './modules/books/books.service.js';
import { createChaptersRepository } from './modules/books/chapters.repository.js';
import { createReactionsRepository } from './modules/books/reactions.repository.js';
import { createCommentsRepository } from './modules/comments/comments.repository.js';
import { createCommentsService } from './modules/comments/comments.service.js';
import { createAccountExportRepository } from './modules/data-transfer/account-export.repository.js';
import { createAccountExportService } from './modules/data-transfer/account-export.service.js';
import { createDataTransferRepository } from './modules/data-transfer/data-transfer.repository.js';
import { createDataTransferService } from './modules/data-transfer/data-transfer.service.js';
import { holdCompletions } from './modules/data-transfer/held-completions.js';
import { createEpubService } from './modules/epub/epub.service.js';
import { createFileJobsRepository } from './modules/file-jobs/file-jobs.repository.js';
import { FILE_JOB_STALE_MARGIN_SECONDS } from './modules/file-jobs/file-jobs.service.js';
import { createFileJobsService } from './modules/file-jobs/file-jobs.service.js';
import { createHighlightsRepository } from './modules/highlights/highlights.repository.js';
import { createHighlightsService } from './modules/highlights/highlights.service.js';
import { createImagesRepository } from './modules/images/images.repository.js';
import { createImagesService } from './modules/images/images.service.js';
import { importLimitsFrom } from './modules/import/import-limits.js';
import { createImportService } from './modules/import/import.service.js';
import { chapterMarkdownToDoc } from './modules/import/text-files.js';
import { createLibraryRepository } from './modules/library/library.repository.js';
import { createLibraryService } from './modules/library/library.service.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createOpdsSignIn } from './modules/opds/opds-sign-in.js';
import { createOpdsService } from './modules/opds/opds.service.js';
import { createProfileRepository } from './modules/profile/profile.repository.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createReaderRepository } from './modules/chapter-reader/reader.repository.js';
import { createReaderService } from './modules/chapter-reader/reader.service.js';
import { createKoreaderRepository } from './modules/koreader/koreader.repository.js';
import { createKoreaderService } from './modules/koreader/koreader.service.js';
import { createCollectionsRepository } from './modules/my-reading/collections.repository.js';
import { createCollectionsService } from './modules/my-reading/collections.service.js';
import { createGoalsRepository } from './modules/my-reading/goals.repository.js';
import { createGoalsService } from './modules/my-reading/goals.service.js';
import { createReadingRepository } from './modules/my-reading/reading.repository.js';
import { createReadingService } from './modules/my-reading/reading.service.js';
import { createSpeedRepository } from './modules/my-reading/speed.repository.js';
import { createSpeedService } from './modules/my-reading/speed.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createStudioRepository } from './modules/studio/studio.repository.js';
import { createStudioService } from './modules/studio/studio.service.js';
import { createOutboxRepository } from './outbox/outbox.repository.js';
import type { AttemptLimiter } from './plugins/attempt-limiter.js';
import { SSO_DEFAULT_NAME } from '@quire/shared';
import { createIdempotencyStore } from './plugins/idempotency.repository.js';
import { createAccessRepository } from './policies/access.repository.js';
import { createDemoSeedRepository } from './seed/demo-seed.repository.js';

/** What the objects are built from: the process's resources and the parsed env. */
export interface CompositionDeps {
  env: Env;
  database: Database;
  events: EventBus;
  fileWork: FileWork;
  limiter: AttemptLimiter;
  log: FastifyBaseLogger;
}

/**
 * The composition root (convention 13): every repository and service of the server is built here,
 * once, in dependency order, and handed out through `app.services`. A cache inside one of them
 * (the books catalogue's list totals, the books service's popular list, the token service's
 * verified tokens, the OPDS sign-in's remembered app passwords) therefore has exactly one copy.
 * Route plugins and hooks take what they need from `app.services` and construct nothing; a unit
 * check (`composition.test.ts`) fails when a repository or service is built anywhere else.
 */
export async function createServices({ env, database, events, fileWork, limiter, log }: CompositionDeps) {
  const { db } = database;

  // Repositories: stateless wrappers over the database, except where a comment says otherwise.
  const settingsRepository = createSettingsRepository(db);
  const usersRepository = createUsersRepository(db);
  const ssoRepository = createSsoRepository(db);
  const accessRepository = createAccessRepository(db);
  const imagesRepository = createImagesRepository(db);
  // The outbox's one writer: once rows it wrote commit, the dispatcher is nudged (decision 017).
  const outboxRepository = createOutboxRepository(database, () => events.emit('outbox.written', {}));
  const commentsRepository = createCommentsRepository(db, outboxRepository);
  const highlightsRepository = createHighlightsRepository(db);
  // Keeps the catalogue's list totals and prepared statements: one copy for every writer.
  const booksCatalogueRepository = createBooksCatalogueRepository(db, {
    ...(database.kind === 'postgres'
      ? { directoryChunk: POSTGRES_DIRECTORY_CHUNK }
      : {
          directoryTtlMs: EMBEDDED_DIRECTORY_TTL_MS,
          directoryStep: EMBEDDED_DIRECTORY_STEP,
          newestRowsFromIndex: true,
        }),
    // New searches narrowed in memory once the catalogue is large (decision 068).
    searchIndex: createSearchIndex(db, {
      kind: database.kind,
      onError: (err) => log.warn({ err }, 'search index read failed; searches use the trigram indexes'),
      onRead: (read) => log.info(read, 'search index read'),
    }),
  });
  // An edit of a structured chapter's text is read as Markdown by the importers' reader (decision 049).
  const chaptersRepository = createChaptersRepository(db, { markdownToDoc: chapterMarkdownToDoc });
  const booksRepository = createBooksRepository(db, {
    catalogue: booksCatalogueRepository,
    chapters: chaptersRepository,
    images: imagesRepository,
    highlights: highlightsRepository,
    comments: commentsRepository,
    outbox: outboxRepository,
  });
  const reactionsRepository = createReactionsRepository(db, outboxRepository);
  const libraryRepository = createLibraryRepository(db);
  const readerRepository = createReaderRepository(db);
  const readingRepository = createReadingRepository(db);
  const goalsRepository = createGoalsRepository(db);
  const collectionsRepository = createCollectionsRepository(db);
  const speedRepository = createSpeedRepository(db);
  const notificationsRepository = createNotificationsRepository(db);
  const profileRepository = createProfileRepository(db, booksRepository);
  const appPasswordsRepository = createAppPasswordsRepository(db);
  const fileJobsRepository = createFileJobsRepository(db);
  const dataTransferRepository = createDataTransferRepository(db);
  const accountExportRepository = createAccountExportRepository(db);
  const idempotencyRepository = createIdempotencyStore(db);
  const demoSeedRepository = createDemoSeedRepository(db);

  // Services, each after what it uses.
  const jwtSecret = await resolveJwtSecret(settingsRepository, env.JWT_SECRET);
  const tokens = createTokenService(jwtSecret);
  const auth = createAuthService({
    users: usersRepository,
    tokens,
    limiter,
    limits: {
      perIp: env.AUTH_IP_LIMIT,
      perEmail: env.AUTH_EMAIL_LIMIT,
      emailCeiling: env.AUTH_EMAIL_CEILING,
    },
  });
  // Single sign-on (decision 051): env.ts has checked the three settings come together.
  const sso = createSsoService({
    settings:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME ?? SSO_DEFAULT_NAME,
          }
        : undefined,
    users: usersRepository,
    sso: ssoRepository,
    tokens,
    secret: jwtSecret,
  });
  const images = createImagesService(imagesRepository);
  const library = createLibraryService({ repo: libraryRepository, events });
  const books = createBooksService({
    books: booksRepository,
    catalogue: booksCatalogueRepository,
    chapters: chaptersRepository,
    library,
    reactions: reactionsRepository,
    images,
    events,
  });
  const fileJobs = createFileJobsService({
    repository: fileJobsRepository,
    events,
    log,
    staleAfterSeconds: env.FILE_WORK_TIMEOUT_SECONDS + FILE_JOB_STALE_MARGIN_SECONDS,
  });
  const importer = createImportService({ books, images, work: fileWork, limits: importLimitsFrom(env) });
  const comments = createCommentsService({ access: accessRepository, comments: commentsRepository });
  const highlights = createHighlightsService({
    access: accessRepository,
    highlights: highlightsRepository,
    work: fileWork,
  });
  const reader = createReaderService({ repo: readerRepository, access: accessRepository, library, events });
  const reading = createReadingService({ reading: readingRepository, goals: goalsRepository, events });
  const goals = createGoalsService({ goals: goalsRepository, ledgerFor: reading.ledgerFor });
  const collections = createCollectionsService({
    collections: collectionsRepository,
    access: accessRepository,
  });
  const speed = createSpeedService({ speed: speedRepository });
  const profile = createProfileService({
    repository: profileRepository,
    // The public reading activity reads the same stats as the caller's own screens.
    readingTotals: reading.lifetimeTotals,
    images: imagesRepository,
    tokens,
    limiter,
    events,
    passwordAttempts: env.AUTH_EMAIL_LIMIT,
    log,
  });
  const notifications = createNotificationsService(notificationsRepository, events);
  const appPasswords = createAppPasswordsService(appPasswordsRepository);
  const koreader = createKoreaderService({ repo: createKoreaderRepository(db), appPasswords, reader });
  const epub = createEpubService({ books, images, library, work: fileWork, koreader });
  const opds = createOpdsService(books);
  // The writer's studio (decisions 059, 060): its chapter writes go through the books repository.
  const studio = createStudioService({
    books: booksRepository,
    chapters: chaptersRepository,
    studio: createStudioRepository(db),
  });
  // The catalogue's one memory of verified app passwords.
  const opdsSignIn = createOpdsSignIn({
    verify: (email, password, ip) => auth.verifyCredentials(email, password, ip, appPasswords.match),
    stillLive: appPasswords.stillLive,
  });

  // Built twice on purpose: the CSV import writes library entries in several steps, and decision
  // 025 checks achievements once per import, after its last write. Its own library service
  // therefore emits on a bus that holds `entry.completed` back until the import releases it;
  // every other caller uses `library`, whose completions go out at once. Both share one repository.
  const csvImportCompletions = holdCompletions(events);
  const csvImportLibrary = createLibraryService({
    repo: libraryRepository,
    events: csvImportCompletions.events,
  });
  const dataTransfer = createDataTransferService({
    repo: dataTransferRepository,
    library: csvImportLibrary,
    completions: csvImportCompletions,
    ratings: reactionsRepository,
    work: fileWork,
  });
  // The account zip holds an EPUB of each book its caller wrote, by the EPUB export's writer.
  const accountExport = createAccountExportService({
    repo: accountExportRepository,
    bookEpub: async (authorId, bookId) =>
      (await epub.buildBookEpub({ id: authorId, role: 'reader' }, bookId)).bytes,
    work: fileWork,
  });

  return {
    settingsRepository,
    usersRepository,
    ssoRepository,
    accessRepository,
    imagesRepository,
    booksCatalogueRepository,
    booksRepository,
    chaptersRepository,
    reactionsRepository,
    libraryRepository,
    readerRepository,
    readingRepository,
    goalsRepository,
    collectionsRepository,
    speedRepository,
    commentsRepository,
    highlightsRepository,
    notificationsRepository,
    profileRepository,
    appPasswordsRepository,
    fileJobsRepository,
    dataTransferRepository,
    accountExportRepository,
    idempotencyRepository,
    outboxRepository,
    demoSeedRepository,
    tokens,
    auth,
    sso,
    images,
    library,
    books,
    fileJobs,
    importer,
    comments,
    highlights,
    reader,
    reading,
    goals,
    collections,
    speed,
    profile,
    notifications,
    epub,
    appPasswords,
    koreader,
    opds,
    studio,
    opdsSignIn,
    csvImportLibrary,
    dataTransfer,
    accountExport,
  };
}

/** Every repository and service of the server, built once (`app.services`). */
export type Services = Awaited<ReturnType<typeof createServices>>;
