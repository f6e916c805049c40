# Adds the generated books (a JSON list, see bench/calibre.mjs) to a calibre library in one
# process, through calibre's own library API: run with `calibre-debug -e calibre-add.py LIBRARY BOOKS.json`.
import json
import sys
from datetime import datetime, timezone

from calibre.ebooks.metadata.book.base import Metadata
from calibre.library import db as open_library

library, books_file = sys.argv[-2], sys.argv[-1]
with open(books_file) as f:
    books = json.load(f)
cache = open_library(library).new_api
# A bulk load: no fsync after each book's statements (the library is thrown away after the run).
cache.backend.execute('PRAGMA synchronous = OFF')
entries = []
for b in books:
    mi = Metadata(b['title'], [b['author']])
    mi.tags = [b['category']]
    mi.publisher = b['publisher']
    mi.languages = ['eng']
    mi.comments = b['description']
    mi.isbn = b['isbn']
    mi.rating = b['rating']
    mi.pubdate = datetime(b['year'], 1, 1, tzinfo=timezone.utc)
    mi.timestamp = datetime.fromtimestamp(b['createdAt'] / 1000, tz=timezone.utc)
    entries.append((mi, {}))
for start in range(0, len(entries), 1000):
    cache.add_books(entries[start:start + 1000], apply_import_tags=False, run_hooks=False)
print(len(entries))
