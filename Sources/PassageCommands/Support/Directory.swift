import PassageLibC

/// Creates `path` (and its parents) unless it is already a directory.
package func makeDirectory(_ path: String) throws(CLIError) {
  var soFar = path.hasPrefix("/") ? "" : "."
  for part in path.split(separator: "/") {
    soFar += "/" + part
    var info = stat()
    if stat(soFar, &info) == 0 {
      if (info.st_mode & S_IFMT) != S_IFDIR { throw .failure("\(soFar) exists and is not a directory") }
      continue
    }
    if mkdir(soFar, 0o755) != 0 && errno != EEXIST {
      throw .failure("cannot create the directory \(soFar): \(String(cString: strerror(errno)))")
    }
  }
}
