// tableref's storage in the browser (docs/web.md, "Storage"), run before main(): the data
// folder /data (XDG_DATA_HOME, so the database is /data/tableref/tableref.db) is a memory
// file system mounted on IndexedDB (IDBFS) and filled from IndexedDB before main() opens
// the database. The app saves it back after every write (platform/web.cpp): a frame is not
// shown until IndexedDB has what the frame shows. Storage refused (private browsing) or
// full: `refused`, the app goes on in memory and says so.
Module.preRun = Module.preRun || [];
Module.tablerefStorage = {
  refused: false,
  saving: false,
  saved: '',
  saves: 0,
  // Each file's path, modification time and size: changes with every write.
  signature: function () {
    var parts = [];
    var walk = function (path) {
      FS.readdir(path).forEach(function (name) {
        if (name === '.' || name === '..') return;
        var child = path + '/' + name;
        var stat = FS.stat(child);
        if (FS.isDir(stat.mode)) {
          walk(child);
        } else {
          parts.push(child + ':' + stat.mtime.getTime() + ':' + stat.size);
        }
      });
    };
    try {
      walk('/data');
    } catch (e) {
      return 'unreadable';
    }
    return parts.join('|');
  },
  save: function () {
    var storage = this;
    var signature = storage.signature();
    storage.saving = true;
    var done = function (error) {
      storage.saving = false;
      storage.refused = !!error;
      if (!error) {
        storage.saved = signature;
        storage.saves += 1;
      }
    };
    try {
      FS.syncfs(false, done);
    } catch (e) {
      done(e);
    }
  },
};
Module.preRun.push(function () {
  var storage = Module.tablerefStorage;
  ENV.XDG_DATA_HOME = '/data';
  FS.mkdir('/data');
  FS.mount(IDBFS, {}, '/data');
  addRunDependency('tableref-storage');
  var loaded = function (error) {
    if (error) storage.refused = true;
    storage.saved = storage.signature();
    removeRunDependency('tableref-storage');
  };
  try {
    FS.syncfs(true, loaded);
  } catch (e) {
    loaded(e);
  }
});
