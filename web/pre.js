// tableref's storage in the browser (docs/web.md, "Storage"), run before main(): the data
// folder /data (XDG_DATA_HOME, so the database is /data/tableref/tableref.db) is a memory
// file system mounted on IndexedDB (IDBFS) and filled from IndexedDB before main() opens
// the database. The app saves it back after every write (platform/web.cpp): a frame is not
// shown until IndexedDB has what the frame shows. Storage refused (private browsing) or
// full: `refused`, the app goes on in memory and says so. A private window (`private`,
// where the browser lets it be told) is said too. Persistent storage is asked for
// (navigator.storage.persist()): `persistent` is its answer, shown in Settings.
Module.preRun = Module.preRun || [];
Module.tablerefStorage = {
  refused: false,
  private: false,
  persistent: false,
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
// Whether this is a private window, as far as the browser lets it be told: Safari's and
// Firefox's private windows refuse the origin private file system (a SecurityError, or
// Safari's "unknown transient reason"). Chromium's incognito answers like a normal window
// (the same quota, persist() refused as for any new site) by design: it cannot be told, and
// Settings says what a private window means whenever persistence was not granted.
Module.tablerefPrivateWindow = function () {
  if (!navigator.storage || !navigator.storage.getDirectory) return Promise.resolve(false);
  try {
    return navigator.storage.getDirectory().then(function () { return false; }, function (e) {
      return !!e && (e.name === 'SecurityError' || /transient/i.test(String(e.message)));
    });
  } catch (e) {
    return Promise.resolve(false);
  }
};
Module.preRun.push(function () {
  var storage = Module.tablerefStorage;
  ENV.XDG_DATA_HOME = '/data';
  FS.mkdir('/data');
  FS.mount(IDBFS, {}, '/data');
  // main() waits for both: the stored data loaded, and whether the window is private (the
  // notice is there from the first frame, so nothing moves when it appears).
  addRunDependency('tableref-storage');
  var pending = 2;
  var settled = function () {
    if (--pending === 0) removeRunDependency('tableref-storage');
  };
  var loaded = function (error) {
    if (error) storage.refused = true;
    storage.saved = storage.signature();
    settled();
  };
  try {
    FS.syncfs(true, loaded);
  } catch (e) {
    loaded(e);
  }
  Module.tablerefPrivateWindow().then(function (isPrivate) {
    storage.private = isPrivate;
  }, function () {}).then(settled);
  // Persistent storage, so that the browser does not clear the games when space runs low.
  // Not awaited: Firefox asks the user, and the app starts meanwhile.
  if (navigator.storage && navigator.storage.persist) {
    try {
      navigator.storage.persist().then(function (granted) {
        storage.persistent = !!granted;
      }, function () {});
    } catch (e) {}
  }
});

// A picked photo's pixels, decoded by the browser (docs/web.md, "Files"): "TRPX", width and
// height as 32-bit little-endian, then the RGB rows, upright (EXIF orientation applied), at
// the size the board is read at: as the desktop decodes a JPEG (photo::load_photo_for_reading),
// halved (up to three times) while the long side stays 1500 px or more, so a 12 MP photo
// gives 3 MP (9 MB, not 36 MB, to copy, hand to the reader and show). Self-contained: it also
// runs inside the photo worker below.
function tablerefDecodePixels(file, makeCanvas) {
  return createImageBitmap(file, {imageOrientation: 'from-image'}).then(function (bitmap) {
    var w = bitmap.width;
    var h = bitmap.height;
    var denominator = 1;
    while (denominator < 8 && Math.floor(Math.max(w, h) / (2 * denominator)) >= 1500) {
      denominator *= 2;
    }
    w = Math.ceil(w / denominator);
    h = Math.ceil(h / denominator);
    // Still larger than 12 MP (a panorama): drawn smaller, the reading needs no more.
    var most = 12000000;
    if (w * h > most) {
      var f = Math.sqrt(most / (w * h));
      w = Math.max(1, Math.floor(w * f));
      h = Math.max(1, Math.floor(h * f));
    }
    var canvas = makeCanvas(w, h);
    var context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, w, h);
    bitmap.close();
    var rgba = context.getImageData(0, 0, w, h).data;
    var out = new Uint8Array(12 + w * h * 3);
    out.set([84, 82, 80, 88]);
    var header = new DataView(out.buffer);
    header.setUint32(4, w, true);
    header.setUint32(8, h, true);
    for (var i = 0, j = 12; i < rgba.length; i += 4, j += 3) {
      out[j] = rgba[i];
      out[j + 1] = rgba[i + 1];
      out[j + 2] = rgba[i + 2];
    }
    return out;
  });
}

// The photo worker's message handler: decodes off the page's thread (an OffscreenCanvas), so
// that a 12 MP photo does not stop the page drawing while it is drawn and copied.
function tablerefPhotoWorkerMain(event) {
  var reply = function (pixels) {
    self.postMessage({id: event.data.id, pixels: pixels}, pixels ? [pixels.buffer] : []);
  };
  tablerefDecodePixels(event.data.file, function (w, h) {
    return new OffscreenCanvas(w, h);
  }).then(reply, function () {
    reply(null);
  });
}

// Decodes `file` (a File or a Blob) into the pixels above: in a worker where the browser has workers and
// OffscreenCanvas (Chrome, Firefox 105, Safari 16.4), else on the page. Resolves null for a
// file the browser cannot decode.
Module.tablerefDecodePhoto = function (file) {
  var onPage = function () {
    return tablerefDecodePixels(file, function (w, h) {
      var canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      return canvas;
    }).then(null, function () {
      return null;
    });
  };
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return onPage();
  var decoder = Module.tablerefPhotoDecoder;
  if (!decoder) {
    try {
      var source = tablerefDecodePixels.toString() + '\nself.onmessage = ' +
                   tablerefPhotoWorkerMain.toString() + ';\n';
      var worker = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
      decoder = Module.tablerefPhotoDecoder = {worker: worker, next: 1, waiting: {}};
      worker.onmessage = function (event) {
        var done = decoder.waiting[event.data.id];
        delete decoder.waiting[event.data.id];
        if (done) done(event.data.pixels);
      };
    } catch (e) {
      return onPage();
    }
  }
  return new Promise(function (resolve) {
    var id = decoder.next++;
    // The worker could not decode it (no image, or no 2D OffscreenCanvas there): the page tries.
    decoder.waiting[id] = function (pixels) {
      resolve(pixels ? pixels : onPage());
    };
    decoder.worker.postMessage({id: id, file: file});
  });
};
